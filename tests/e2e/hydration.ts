import type { Page } from '@playwright/test';

/** Opens a page and waits until every island has hydrated (Astro removes `ssr` from a hydrated <astro-island>). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}
