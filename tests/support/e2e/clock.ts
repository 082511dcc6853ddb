import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with `page.clock.install()` before the page opened) where it is now, so that
 * timers fire only when the test calls `page.clock.runFor(ms)`: what a test sees no longer depends on how fast the
 * machine runs.
 */
export async function pauseClock(page: Page): Promise<void> {
  // The page's clock keeps running while the time is read and sent back, and it may no longer be "now" when the pause
  // arrives (a loaded machine): read it again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + attempt * 5);
      return;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past') || attempt === 10) throw error;
    }
  }
}
