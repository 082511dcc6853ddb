import type { Page } from '@playwright/test';

/** Holds the page's requests matching `pattern` until the returned function is called (a slow network, on cue). */
export async function holdRequests(page: Page, pattern: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
