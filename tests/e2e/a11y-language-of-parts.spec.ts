import { expect, type Locator, test } from '@playwright/test';

/** The language a screen reader reads a text in: its nearest lang attribute. */
const languageOf = (text: Locator) => text.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'));

test.describe('language of parts (WCAG 3.1.2)', () => {
  test('the English postal address is marked English on Hindi pages', async ({ page }) => {
    await page.goto('/hi');
    const address = page.getByRole('contentinfo').getByText(/Okhla Industrial Estate/);
    await expect(address).toHaveCount(1);
    expect(await languageOf(address)).toBe('en');
  });

  for (const path of ['/hi/leadership', '/hi/privacy-policy']) {
    test(`the address in the text of ${path} is read in English`, async ({ page }) => {
      await page.goto(path);
      const addresses = await page
        .getByRole('main')
        .getByText(/Okhla Industrial Estate/)
        .all();
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(await languageOf(address)).toBe('en');
    });
  }

  test('on English pages the address stays plain text of the page', async ({ page }) => {
    await page.goto('/');
    const address = page.getByRole('contentinfo').locator('address');
    await expect(address).toContainText('Okhla Industrial Estate');
    await expect(address.locator('[lang]')).toHaveCount(0);
  });
});
