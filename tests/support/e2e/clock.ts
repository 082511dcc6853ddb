import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with `page.clock.install()` before the page opened) where it is now, so that
 * timers fire only when the test calls `page.clock.runFor(ms)`: what a test sees no longer depends on how fast the
 * machine runs.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
}
