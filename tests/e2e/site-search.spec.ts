import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { journeyViewports } from '../support/e2e/journey-viewports';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const input = (page: Page) => dialog(page).getByRole('searchbox');
const results = (page: Page) => dialog(page).getByRole('list', { name: 'Matching pages' });

async function openSearch(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(input(page)).toBeFocused();
}

for (const [name, device] of Object.entries(journeyViewports)) {
  test.describe(`search that shows where it will go (${name})`, () => {
    test.use(device);

    test('"fees" lists matching pages as links with snippets, and says where Enter goes', async ({ page }) => {
      await openSearch(page);
      await input(page).fill('fees');
      const first = results(page).getByRole('link').first();
      await expect(first).toBeVisible();
      await expect(results(page).getByRole('link', { name: /Admissions/ })).toHaveAttribute('href', '/admissions');
      await expect(first.locator('mark').first()).toBeVisible();
      await expect(dialog(page).getByRole('status')).toContainText(/\d+ pages? match(es)?\. Enter opens Services\./);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('search (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('"investment plans" and the Hindi "फीस" find the right pages', async ({ page }) => {
    await openSearch(page);
    await input(page).fill('investment plans');
    await expect(results(page).locator('a[href="/investment-policy"]')).toBeVisible();
    await input(page).fill('फीस');
    await expect(results(page).locator('a[href="/admissions"]')).toBeVisible();
    await expect(results(page).locator('a[href="/admissions"] mark').first()).toHaveText('फीस');
  });

  test('a suggested word is a button that runs that search; Enter keeps the keyword routing', async ({ page }) => {
    await openSearch(page);
    await dialog(page).getByRole('button', { name: 'Founder', exact: true }).click();
    await expect(input(page)).toHaveValue('Founder');
    await expect(
      results(page)
        .getByRole('link', { name: /Founder/ })
        .first(),
    ).toBeVisible();
    await expect(dialog(page).getByRole('status')).toContainText('Enter opens Founder.');
    await input(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/founder');
  });

  test('no browser-drawn clear button next to the dialog’s own close button', async ({ page }) => {
    await openSearch(page);
    await input(page).fill('voice');
    // getComputedStyle does not read -webkit- pseudo-elements: find the page's rule that hides it for this box.
    const hidden = await input(page).evaluate((element) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.style.display === 'none')
        .flatMap((rule) => rule.selectorText.split(','))
        .some((selector) => {
          const [own, pseudo] = selector.trim().split('::');
          return pseudo === '-webkit-search-cancel-button' && own !== undefined && element.matches(own);
        }),
    );
    expect(hidden).toBe(true);
    await expect(dialog(page).getByRole('button', { name: 'Close search' })).toBeVisible();
  });

  test('the index is loaded only when the dialog opens', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) requested.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });
});

test.describe('search on the Hindi home page (360 px)', () => {
  test.use(journeyViewports.phone);

  test('says in Hindi how many pages match and which page Enter opens', async ({ page }) => {
    await page.goto('/hi');
    await page.getByRole('banner').getByRole('button', { name: 'खोजें' }).click();
    const hindiDialog = page.getByRole('dialog', { name: 'वेबसाइट में खोजें' });
    await hindiDialog.getByRole('searchbox').fill('फ़ीस');
    await expect(hindiDialog.getByRole('list', { name: 'मिलते हुए पेज' }).getByRole('link').first()).toBeVisible();
    const status = hindiDialog.getByRole('status');
    await expect(status).toHaveText(/^\d+ पेज मिल(ा|े)। Enter दबाने पर “सेवाएँ” खुलेगा।$/);
    await hindiDialog.getByRole('searchbox').fill('zzqx');
    await expect(status).toHaveText('“zzqx” से मिलता कोई पेज नहीं है। Enter दबाने पर “सेवाएँ” खुलेगा।');
  });
});
