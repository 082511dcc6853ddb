import { expect, type Page } from '@playwright/test';

/**
 * Waits until every island on the page has hydrated: Astro removes `ssr` from an <astro-island> once it has handed it
 * to React, and the island's <InputReady /> marker gets `data-ready` once React has hydrated it (until then the page's
 * early-input keeper holds clicks and typing, src/browser/early-input.ts). An island that hydrates when the visitor
 * reaches it (`client:visible`) is scrolled into view first; the page then goes back to where it was.
 */
export async function hydrateAll(page: Page): Promise<void> {
  const scrolledTo = await page.evaluate(() => window.scrollY);
  for (const island of await page.locator('astro-island[client="visible"]').all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr');
  }
  await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
  await page.waitForFunction(
    () => document.querySelector('astro-island[ssr], astro-island template[data-late-part]:not([data-ready])') === null,
  );
}

/** Opens a page and waits until every island has hydrated. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrateAll(page);
}
