import { expect, type Page, test } from '@playwright/test';
import { chunkUrl } from '../support/e2e/chunk-url';
import { holdRequests } from '../support/e2e/hold-requests';
import { searchHint, viewports } from '../support/e2e/routes';

/** What visitors type most, in letter cases and spacing a visitor might type, and the page Enter opens: the first result. */
const cases: [query: string, path: string][] = [
  ['Student Portal', '/student-portal'],
  ['  certificate ', '/admissions'],
  ['REFUND', '/investment-policy'],
  ['founder', '/founder'],
  ['AI tools', '/ai-tools'],
];

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => dialog(page).getByRole('searchbox');

const DIALOG_CODE = chunkUrl('search-dialog');

async function openSearch(page: Page) {
  await page.goto('/');
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

test.use({ viewport: viewports.desktop });

test('the dialog shows the hint and a labelled search box', async ({ page }) => {
  await openSearch(page);
  await expect(dialog(page).getByText(searchHint, { exact: true })).toBeVisible();
  await expect(input(page)).toHaveAccessibleName(/search/i);
  await expect(input(page)).toHaveValue('');
});

test('the search button is on every page, the 404 page too', async ({ page }) => {
  for (const path of ['/', '/privacy-policy', '/no-such-page']) {
    await page.goto(path);
    await expect(searchButton(page), path).toBeVisible();
  }
});

test('the search button works at 360 px', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await openSearch(page);
  await expect(dialog(page).getByText(searchHint, { exact: true })).toBeVisible();
});

test('Enter on blank or whitespace-only text does nothing', async ({ page }) => {
  await openSearch(page);
  for (const text of ['', '   ', '\t']) {
    await input(page).fill(text);
    await input(page).press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('Escape closes the dialog', async ({ page }) => {
  await openSearch(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

// One browser context for every query (a fresh one per query cost the suite a second each); each query still
// starts from a fresh load of the home page, and its step names the query and the page it must load.
test('each query + Enter loads its first result; back on home the dialog is closed and empty', async ({ page }) => {
  // Five rounds of three page loads: 15 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  for (const [query, path] of cases) {
    await test.step(`"${query}" + Enter loads ${path}`, async () => {
      await openSearch(page);
      // A full-page navigation replaces the window, and this marker with it.
      await page.evaluate(() => {
        (window as unknown as { searchMarker: boolean }).searchMarker = true;
      });
      await input(page).fill(query);
      await input(page).press('Enter');
      await page.waitForURL((url) => url.pathname === path);
      expect(
        await page.evaluate(() => (window as unknown as { searchMarker?: boolean }).searchMarker),
        `"${query}" loads ${path} as a full page`,
      ).toBeUndefined();

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(dialog(page)).toBeHidden();
      await expect(page.locator('dialog input')).toHaveValue('');
      await searchButton(page).click();
      await expect(input(page)).toHaveValue('');
    });
  }
});

test('the dialog opens at the first click before its code is in, then lists pages for what was typed', async ({
  page,
}) => {
  const release = await holdRequests(page, DIALOG_CODE);
  await page.goto('/');
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('refund');

  release();
  await expect(dialog(page).getByRole('status')).toContainText('Enter opens “Investment Policy”.');
  await input(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/investment-policy');
});

test('with the keyboard: Enter on the button opens the dialog, and an Enter typed before the code is in is kept', async ({
  page,
}) => {
  const release = await holdRequests(page, DIALOG_CODE);
  await page.goto('/');
  await searchButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('founder');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();

  release();
  await page.waitForURL((url) => url.pathname === '/founder');
});
