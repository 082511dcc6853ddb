import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { journeyViewports } from '../support/e2e/journey-viewports';

/** The search and the student portal link in the header of a page other than home, in each edition. */
const editions = {
  en: {
    about: '/about',
    studentPortal: '/student-portal',
    fees: '/admissions',
    search: 'Search',
    dialog: 'Search the site',
    results: 'Matching pages',
    menu: 'Menu',
    portalLink: 'Student Portal',
    admissions: 'Admissions',
    suggestions: ['Fees', 'Student Portal', 'Certificate', 'Voice Acting', 'AI Tools'],
    noResults: 'No results for “xyz123”.',
    feesQuery: 'fees',
    /** The first match in the snippet: the word typed, or a synonym of it (src/domain/search-synonyms.ts). */
    feesMark: /^(fees?|free course)$/i,
    feesStatus: /^\d+ pages? match(es)?\. Enter opens “Admissions”\.$/,
  },
  hi: {
    about: '/hi/about',
    studentPortal: '/hi/student-portal',
    fees: '/hi/admissions',
    search: 'खोजें',
    dialog: 'वेबसाइट में खोजें',
    results: 'मिलते हुए पेज',
    menu: 'मेनू',
    portalLink: 'स्टूडेंट पोर्टल',
    admissions: 'दाख़िला',
    suggestions: ['फ़ीस', 'स्टूडेंट पोर्टल', 'सर्टिफ़िकेट', 'वॉइस एक्टिंग', 'AI टूल'],
    noResults: '“xyz123” के लिए कोई नतीजा नहीं मिला।',
    feesQuery: 'फ़ीस',
    feesMark: /^(फ़ीस|शुल्क|मुफ़्त कोर्स)$/,
    feesStatus: /^\d+ पेज मिल(ा|े)। Enter दबाने पर “दाख़िला” खुलेगा।$/,
  },
} as const;

const sizes = { phone: journeyViewports.phone, desktop: journeyViewports.desktop } as const;

for (const words of Object.values(editions)) {
  for (const [size, device] of Object.entries(sizes)) {
    test.describe(`header search on ${words.about} (${size})`, () => {
      test.use(device);
      const dialog = (page: Page) => page.getByRole('dialog', { name: words.dialog });
      const input = (page: Page) => dialog(page).getByRole('searchbox');
      const results = (page: Page) => dialog(page).getByRole('list', { name: words.results });

      async function openSearch(page: Page) {
        await page.goto(words.about);
        await page.getByRole('banner').getByRole('button', { name: words.search, exact: true }).click();
        await expect(input(page)).toBeFocused();
      }

      test(`the header offers search; "${words.feesQuery}" finds the fees, marked; axe is clean with the dialog open`, async ({
        page,
      }) => {
        await openSearch(page);
        await expect(input(page)).toHaveAccessibleName(words.search);
        for (const word of words.suggestions)
          await expect(dialog(page).getByRole('button', { name: word, exact: true })).toBeVisible();
        await input(page).fill(words.feesQuery);
        const first = results(page).getByRole('link').first();
        await expect(first).toHaveAttribute('href', words.fees);
        await expect(first.locator('.result-snippet mark').first()).toHaveText(words.feesMark);
        await expect(dialog(page).getByRole('status')).toHaveText(words.feesStatus);
        expect(await axeViolations(page)).toEqual([]);
      });

      test('"student portal" + Enter opens the student portal of this edition', async ({ page }) => {
        await openSearch(page);
        await input(page).fill('student portal');
        await expect(results(page).getByRole('link').first()).toHaveAttribute('href', words.studentPortal);
        await input(page).press('Enter');
        await page.waitForURL((url) => url.pathname === words.studentPortal);
      });

      test('"xyz123" + Enter says there is no result and stays', async ({ page }) => {
        await openSearch(page);
        await input(page).fill('xyz123');
        await input(page).press('Enter');
        await expect(dialog(page).getByRole('status')).toHaveText(words.noResults);
        await expect(results(page)).toBeHidden();
        await expect(dialog(page)).toBeVisible();
        await expect(input(page)).toHaveValue('xyz123');
        expect(new URL(page.url()).pathname).toBe(words.about);
        expect(await axeViolations(page)).toEqual([]);
      });

      test('the header links to the student portal', async ({ page }) => {
        await page.goto(words.about);
        const header = page.getByRole('banner');
        // On a phone in the menu, beside Admissions; on a desktop in the Admissions dropdown.
        const opener = size === 'phone' ? words.menu : words.admissions;
        await header.getByRole('button', { name: opener, exact: true }).click();
        const link = header.getByRole('link', { name: words.portalLink, exact: true });
        await expect(link).toBeVisible();
        await link.click();
        await page.waitForURL((url) => url.pathname === words.studentPortal);
      });
    });
  }
}

test.describe('search with the keyboard (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('Tab reaches the search button; the arrow keys move from the box through the results and back', async ({
    page,
  }) => {
    await page.goto('/about');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    for (
      let presses = 0;
      presses < 30 && !(await button.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const input = dialog.getByRole('searchbox');
    await expect(input).toBeFocused();
    await page.keyboard.type('portal');
    const links = dialog.getByRole('list', { name: 'Matching pages' }).getByRole('link');
    await expect(links.nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
  });

  test('a suggested word is a button that runs that search', async ({ page }) => {
    await page.goto('/hi/about');
    await page.getByRole('banner').getByRole('button', { name: 'खोजें', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'वेबसाइट में खोजें' });
    await dialog.getByRole('button', { name: 'सर्टिफ़िकेट', exact: true }).click();
    await expect(dialog.getByRole('searchbox')).toHaveValue('सर्टिफ़िकेट');
    await expect(dialog.getByRole('list', { name: 'मिलते हुए पेज' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '/hi/admissions',
    );
  });

  test('no browser-drawn clear button next to the dialog’s own close button', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('dialog').getByRole('searchbox');
    await input.fill('voice');
    // getComputedStyle does not read -webkit- pseudo-elements: find the page's rule that hides it for this box.
    const hidden = await input.evaluate((element) =>
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
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close search' })).toBeVisible();
  });

  test('the index of the page’s edition is loaded only when the dialog opens', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/hi/about');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'खोजें', exact: true }).click();
    await expect.poll(() => requested).toEqual(['/search-index/hi.json']);
  });
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the header offers search and the menu the student portal, in both editions', async ({ page }) => {
    for (const words of Object.values(editions)) {
      await page.goto(words.about);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: words.search, exact: true }).click();
      await expect(page.getByRole('dialog', { name: words.dialog }).getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
      await header.getByRole('button', { name: words.menu, exact: true }).click();
      await expect(header.getByRole('link', { name: words.portalLink, exact: true })).toHaveAttribute(
        'href',
        words.studentPortal,
      );
    }
  });
});
