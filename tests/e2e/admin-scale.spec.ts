import { expect, test } from '@playwright/test';
import { storeAdmissionsInBulk } from '../../netlify/lib/admissions/bulk';
import { withBlobs } from '../../scripts/lib/blobs-target';
import { en } from '../../src/i18n/messages/en';
import { syntheticAdmissions } from '../support/bulk-admissions';
import { fillSignIn, LIST_TIMEOUT, logIn, search } from '../support/e2e/admin';

/**
 * The dashboard through the real local server (`npm start`) with 1,000 more applications in its store: written
 * straight into the server's Blobs sandbox through the project's own store code, once (the same numbers again
 * change nothing). Before the index, listing this many made the local server answer 500 "Could not proxy request".
 */
const DAY = 24 * 60 * 60 * 1000;
const applications = syntheticAdmissions({
  series: 'E2',
  count: 1000,
  newest: Date.UTC(2025, 5, 30),
  spacingMs: DAY / 8,
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await withBlobs('serve', () => storeAdmissionsInBulk(applications));
});

test('pages, filters and searches 1,000 applications', async ({ page }) => {
  test.slow();
  await page.goto('/admin');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
  await fillSignIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

  const rows = page.getByTestId('application-row');
  await expect(rows).toHaveCount(50, { timeout: LIST_TIMEOUT });
  await expect(page.getByRole('button', { name: en.admin.tryAgain, exact: true })).toHaveCount(0);
  const total = page.getByTestId('summary-total').locator('span').first();
  expect(Number(await total.textContent())).toBeGreaterThanOrEqual(1000);

  // Older pages follow, newest first throughout.
  await page.getByRole('button', { name: 'Show older applications' }).click();
  await expect(rows).toHaveCount(100, { timeout: LIST_TIMEOUT });
  await page.getByLabel('Course', { exact: true }).selectOption('share-market');
  await expect(rows).toHaveCount(50, { timeout: LIST_TIMEOUT });
  await expect(rows.filter({ hasNotText: 'Share Market' })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('approved');
  await expect(rows.filter({ hasNotText: en.admin.statuses.approved })).toHaveCount(0, { timeout: LIST_TIMEOUT });
  await expect(rows.first()).toBeVisible({ timeout: LIST_TIMEOUT });
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(0);

  // Search by registration number, mobile number and e-mail. A search answers without the summary: the cards keep
  // the counts of the last first page (read here, after it; other specs may be submitting applications meanwhile).
  const totalShown = await total.textContent();
  const target = applications[777];
  if (!target) throw new Error('no target');
  for (const term of [target.registrationNumber.toLowerCase(), target.mobileNumber, target.email]) {
    await search(page, term);
    await expect(rows).toHaveCount(1, { timeout: LIST_TIMEOUT });
    await expect(rows.first()).toContainText(target.registrationNumber);
  }
  await expect(total).toHaveText(totalShown ?? '');
  await search(page, 'Test Applicant');
  await expect(page.getByRole('alert')).toHaveText(en.admin.searchHint);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rows).toHaveCount(50, { timeout: LIST_TIMEOUT });
});

test('shows each application as a card with its actions at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page);
  const row = page.getByTestId('application-row').first();
  await expect(row).toBeVisible({ timeout: LIST_TIMEOUT });
  // Nothing sideways: the card fits the screen and its Slip button is on it.
  const box = await row.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  const slip = row.getByRole('button', { name: /^Slip PDF of / });
  await slip.scrollIntoViewIfNeeded();
  await expect(slip).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
