import { expect, type Page, test } from '@playwright/test';
import { ADMISSION_STATUSES, displayStatus } from '../../src/domain/admission';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import { formatDate, formatMonth } from '../../src/i18n/format';
import { formatCount } from '../../src/i18n/format-count';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { apply, demoStaff, fillSignIn, fits, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';
import { ledgerAccount } from '../support/ledger-account';
import { gotoHydrated } from './hydration';

/**
 * The owner's back office draws its charts: applications per India day of the last 8 weeks by status and by course
 * (admissions), money paid out per month (investors). Each canvas is painted in the chart's colours, and its table
 * (shown with "Show as table") has the numbers the test planted and counted itself, in the edition's words.
 */

const DAY = 24 * 60 * 60 * 1000;
/** The India date of an instant, worded by Intl rather than by the code under test. */
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** How many pixels of the canvas hold exactly the colour of that site token (the bars' insides). */
const paintedIn = (page: Page, testId: string, token: string) =>
  page
    .getByTestId(testId)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement, name) => {
      const hex = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) count += 1;
      }
      return count;
    }, token);

/** The table's body rows as their cells' texts (row name first). */
const tableRows = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));

/** Every application, page after page, as the dashboard's list answers them (the same session). */
const everyApplication = (page: Page) =>
  page.evaluate(async () => {
    const all: AdmissionRecord[] = [];
    let cursor: string | null = null;
    do {
      const query: URLSearchParams = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
      const body: { applications: AdmissionRecord[]; nextCursor: string | null } = await (
        await fetch(`/api/admissions/all?${query}`)
      ).json();
      all.push(...body.applications);
      cursor = body.nextCursor;
    } while (cursor);
    return all;
  });

const combos = [
  ['en', en, viewports.desktop],
  ['en', en, viewports.mobile],
  ['hi', hi, viewports.desktop],
  ['hi', hi, viewports.mobile],
] as const;

for (const [edition, catalogue, viewport] of combos) {
  const words = catalogue.adminCharts;
  const prefix = edition === 'hi' ? '/hi' : '';

  test(`${edition} at ${viewport.width} px: the owner's charts are drawn and their tables hold the planted numbers`, async ({
    page,
  }) => {
    test.slow();
    await apply(
      page.request,
      `Chart${edition === 'hi' ? 'Hindi' : 'English'}${viewport.width > 400 ? 'Wide' : 'Narrow'}`,
    );
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${prefix}/admin`);
    await fillSignIn(page, { ...demoStaff('owner'), words: catalogue.staffSignIn });

    // Admissions: per India day by status, and by course.
    const days = page.getByTestId('chart-admissions-days');
    await expect(days.getByRole('heading', { name: words.admissionsHeading })).toBeVisible({ timeout: LIST_TIMEOUT });
    // Other specs apply and decide at the same time: the table is read between two reads of every application, and
    // must equal them when nothing changed in between, else lie between them day by day.
    const before = await everyApplication(page);
    const shown = await tableRows(page, 'chart-admissions-days');
    const applications = await everyApplication(page);
    const today = Date.now();
    const dates = Array.from({ length: 56 }, (_, i) => indiaDate.format(today - (55 - i) * DAY));
    const perDayOf = (list: typeof applications) =>
      dates.map((date) => {
        const counts = ADMISSION_STATUSES.map(
          (status) =>
            list.filter(
              (a) => displayStatus(a.status) === status && indiaDate.format(Date.parse(a.submittedAt)) === date,
            ).length,
        );
        return { date, counts, total: counts.reduce((x, y) => x + y, 0) };
      });
    const perDay = perDayOf(applications);
    const asRows = (days: typeof perDay) =>
      days.map(({ date, counts, total }) => [formatDate(date, edition), ...[...counts, total].map(formatCount)]);
    expect(perDay.at(-1)?.counts[0], 'the application planted today is pending').toBeGreaterThan(0);
    if (JSON.stringify(perDayOf(before)) === JSON.stringify(perDay)) expect(shown).toEqual(asRows(perDay));
    else {
      const totals = shown.map((row) => row.at(-1));
      const low = asRows(perDayOf(before)).map((row) => row.at(-1));
      const high = asRows(perDay).map((row) => row.at(-1));
      totals.forEach((total, day) => {
        expect(Number(total?.replace(/\D/g, '')), dates[day]).toBeGreaterThanOrEqual(
          Number(low[day]?.replace(/\D/g, '')),
        );
        expect(Number(total?.replace(/\D/g, '')), dates[day]).toBeLessThanOrEqual(
          Number(high[day]?.replace(/\D/g, '')),
        );
      });
    }
    const most = Math.max(...perDay.map((d) => d.total));
    const busiest = perDay.find((d) => d.total === most)?.date ?? '';
    await expect(
      days.getByRole('img', {
        name: words.admissionsSummary(
          perDay.reduce((sum, d) => sum + d.total, 0),
          formatDate(dates[0] ?? '', edition),
          formatDate(dates[55] ?? '', edition),
          formatDate(busiest, edition),
          most,
        ),
      }),
    ).toBeVisible();
    for (const status of ADMISSION_STATUSES)
      await expect(days.getByRole('listitem')).toContainText([words.statusNames[status]]);
    await expect.poll(() => paintedIn(page, 'chart-admissions-days', '--color-warning')).toBeGreaterThan(0);

    const courseOptions = await page
      .locator('#admin-course option:not([value="all"])')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
    expect(await tableRows(page, 'chart-admissions-courses')).toEqual(
      courseOptions.map(([id, label]) => [label, formatCount(applications.filter((a) => a.course === id).length)]),
    );
    await expect.poll(() => paintedIn(page, 'chart-admissions-courses', '--color-primary')).toBeGreaterThan(100);

    await days.getByRole('button', { name: words.showTable }).click();
    await expect(days.getByRole('table', { name: words.admissionsCaption })).toBeVisible();
    await expect(days.getByRole('button', { name: words.hideTable })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page), 'axe on the admissions charts, one table shown').toEqual([]);
    await fits(page, viewport.width);

    // Investors: a payment planted in this month moves its bar and its row.
    const payoutsBefore: { month: string; amount: number }[] = await page.evaluate(
      async () => (await (await fetch('/api/admin/payouts')).json()).months,
    );
    const thisMonth = indiaDate.format(today).slice(0, 7);
    const amount = 12_345;
    await page.evaluate(
      async ({ account, month, amount }) => {
        const added = await fetch('/api/admin/investors', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        const { investorCode } = await added.json();
        await fetch(`/api/admin/investors/${investorCode}/transactions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            transactionDate: `${month}-01`,
            transactionTime: '10:00',
            transactionType: 'Credit',
            amount,
          }),
        });
      },
      { account: { ...ledgerAccount, fullName: `Chart ${edition} ${Date.now()}` }, month: thisMonth, amount },
    );
    await page
      .getByRole('navigation', { name: catalogue.admin.sections })
      .getByRole('button', { name: catalogue.admin.investorsHeading, exact: true })
      .click();
    const payouts = page.getByTestId('chart-payouts');
    await expect(payouts.getByRole('heading', { name: words.payoutsHeading })).toBeVisible({ timeout: LIST_TIMEOUT });
    // Each month lies between what was paid before this test's payment (with it) and what is paid once the table is
    // read: the other editions' runs of this test plant payments at the same time.
    const paidShown = await tableRows(page, 'chart-payouts');
    const payoutsAfter: { month: string; amount: number }[] = await page.evaluate(
      async () => (await (await fetch('/api/admin/payouts')).json()).months,
    );
    expect(payoutsBefore.at(-1)?.month).toBe(thisMonth);
    expect(paidShown.map((row) => row[0])).toEqual(payoutsBefore.map(({ month }) => formatMonth(month, edition)));
    const rupeesIn = (text: string | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));
    payoutsBefore.forEach(({ month, amount: before }, i) => {
      const paid = rupeesIn(paidShown[i]?.[1]);
      expect(paid, month).toBeGreaterThanOrEqual(month === thisMonth ? before + amount : before);
      expect(paid, month).toBeLessThanOrEqual(payoutsAfter[i]?.amount ?? 0);
    });
    await expect.poll(() => paintedIn(page, 'chart-payouts', '--color-primary')).toBeGreaterThan(100);
    await payouts.getByRole('button', { name: words.showTable }).click();
    await expect(payouts.getByRole('table', { name: words.payoutsCaption })).toBeVisible();
    expect(await axeViolations(page), 'axe on the payouts chart, its table shown').toEqual([]);
    await fits(page, viewport.width);
  });
}
