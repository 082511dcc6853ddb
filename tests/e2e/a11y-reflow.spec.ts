import { expect, type Page, test } from '@playwright/test';

/** What WCAG 1.4.12 asks a page to survive, on every element. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** How far the page scrolls sideways: 0 when it reflows. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The checks inject a style sheet, which the site's CSP would refuse.
test.use({ bypassCSP: true });

test.describe('reflow, text spacing and resized text (WCAG 1.4.10, 1.4.12, 1.4.4)', () => {
  for (const path of ['/', '/hi']) {
    test(`${path} at 320 px does not scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      expect(await sidewaysScroll(page)).toBe(0);
      await expect(page.getByRole('banner').getByRole('button', { name: /Menu|मेनू/ })).toBeInViewport({ ratio: 1 });
    });
  }

  test('/hi at 320 px: the open menu scrolls to its last link under the wrapped header', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/hi');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'मेनू' }).click();
    const last = header.getByRole('navigation', { name: 'पूरा मेनू' }).getByRole('link').last();
    await last.focus();
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test('/hi at 360 px with spaced-out text does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/hi');
    await page.addStyleTag({ content: textSpacing });
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('at 1440 px the header stays one row', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/', '/hi']) {
      await page.goto(path);
      const bar = page.getByRole('banner').locator('.bar');
      expect(await bar.evaluate((el) => el.getBoundingClientRect().height), path).toBeLessThan(70);
    }
  });
});
