import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DAY_MS } from '../../src/domain/admin-summary';
import { indiaIsoDate } from '../../src/domain/india-time';
import { formatDate } from '../../src/i18n/format';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { apply, fillSignIn, LIST_TIMEOUT, logIn } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';

/**
 * The applications' "Submitted" filter in India time: Today, This week and chosen dates, the CSV export of what it
 * shows, and chosen dates out of order. The demo data (scripts/lib/seed-admissions.ts) has Rohan Mehta 3 days ago,
 * Farah Khan 9 days ago and Priya Sharma a few hours ago; the application a test sends is today's.
 */

const rows = (page: Page) => page.getByTestId('application-row');
const daysAgo = (days: number) => indiaIsoDate(new Date(Date.now() - days * DAY_MS));
/** A date as the page shows it: noon in India keeps it the same date in any zone. */
const shown = (date: string, locale: 'en' | 'hi') => formatDate(`${date}T12:00:00+05:30`, locale);

test('Today, chosen dates and their CSV, and dates out of order, at 1440 px', async ({ page, request }) => {
  test.slow();
  const words = en.adminDates;
  const reg = await apply(request, 'Kavya');
  await page.setViewportSize(viewports.desktop);
  await logIn(page);
  await expect(rows(page).first()).toBeVisible({ timeout: LIST_TIMEOUT });
  const submitted = page.getByLabel(words.submitted);

  await submitted.selectOption({ label: words.today });
  const today = indiaIsoDate(new Date());
  await expect(page.getByText(words.datesShown(shown(today, 'en'), shown(today, 'en')))).toBeVisible();
  await expect(rows(page).filter({ hasText: reg })).toHaveCount(1, { timeout: LIST_TIMEOUT });
  await expect(rows(page).filter({ hasText: 'Farah Khan' })).toHaveCount(0);

  await submitted.selectOption({ label: words.chooseDates });
  const group = page.getByRole('group', { name: words.datesLegend });
  const [from, to] = [daysAgo(5), daysAgo(2)];
  await group.getByLabel(words.fromDate).fill(from);
  await group.getByLabel(words.toDate).fill(to);
  await expect(rows(page).filter({ hasText: 'Rohan Mehta' })).toHaveCount(1, { timeout: LIST_TIMEOUT });
  await expect(rows(page).filter({ hasText: reg })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'Farah Khan' })).toHaveCount(0);
  const listed = await rows(page).count();
  await expect(page.getByTestId('applications-count')).toHaveText(en.admin.showingAll(listed));
  expect(await axeViolations(page), 'axe with the date fields shown').toEqual([]);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en.admin.exportCsv }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`admissions_${from}_to_${to}.csv`);
  const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(listed + 1);
  expect(lines.filter((line) => line.includes(',"Rohan","Mehta",'))).toHaveLength(1);
  await expect(page.getByRole('status').filter({ hasText: en.admin.exported(listed) })).toBeVisible();

  // Out of order: named next to the fields, nothing asked of the server, the export held back.
  await group.getByLabel(words.fromDate).fill(daysAgo(1));
  await expect(group.getByRole('alert')).toHaveText(words.datesOutOfOrder);
  await expect(group.getByLabel(words.fromDate)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: en.admin.exportCsv })).toBeDisabled();
  await expect(rows(page).filter({ hasText: 'Rohan Mehta' })).toHaveCount(1);
  expect(await axeViolations(page), 'axe with dates out of order').toEqual([]);
});

test('This week and chosen dates in Hindi at 360 px, within the screen', async ({ page, request }) => {
  test.slow();
  const words = hi.adminDates;
  const reg = await apply(request, 'Ishita');
  await page.setViewportSize(viewports.mobile);
  await page.goto('/hi/admin');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await fillSignIn(page, { words: hi.staffSignIn });
  await expect(rows(page).first()).toBeVisible({ timeout: LIST_TIMEOUT });

  await page.getByLabel(words.submitted).selectOption({ label: words.thisWeekFilter });
  await expect(page.getByText(words.datesShown(shown(daysAgo(6), 'hi'), shown(daysAgo(0), 'hi')))).toBeVisible();
  await expect(rows(page).filter({ hasText: reg })).toHaveCount(1, { timeout: LIST_TIMEOUT });
  await expect(rows(page).filter({ hasText: 'Farah Khan' })).toHaveCount(0);

  await page.getByLabel(words.submitted).selectOption({ label: words.chooseDates });
  const group = page.getByRole('group', { name: words.datesLegend });
  await group.getByLabel(words.fromDate, { exact: true }).fill(daysAgo(12));
  await group.getByLabel(words.toDate, { exact: true }).fill(daysAgo(7));
  await expect(rows(page).filter({ hasText: 'Farah Khan' })).toHaveCount(1, { timeout: LIST_TIMEOUT });
  await expect(rows(page).filter({ hasText: reg })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
  expect(await axeViolations(page), 'axe at 360 px with the date fields').toEqual([]);
});
