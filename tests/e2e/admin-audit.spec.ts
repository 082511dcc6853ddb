import { expect, test } from '@playwright/test';
import { appendAudit } from '../../netlify/lib/audit';
import { withBlobs } from '../../scripts/lib/blobs-target';
import { formatShortDateTime } from '../../src/i18n/format';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { demoStaff, fillSignIn, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';

/**
 * The owner's audit view reads the log a page at a time: 120 entries of one record, written straight into the local
 * server's Blobs sandbox through the project's own audit code, show as 50, then 100, then 120 with "Load more",
 * newest first, each once. Failed sign-ins are a view of their own, counted. Entries read as words: the time in
 * India's in the site's date words, the action's name, the member's name, the fields that changed.
 */
const ENTRIES = 120;
const record = `e2e-paging/${Date.now()}`;
/** The newest entry's time: 120 entries before it, one a millisecond. */
let newestAt = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await withBlobs('serve', async () => {
    const base = Date.now() - 60_000;
    newestAt = base + ENTRIES - 1;
    for (let start = 0; start < ENTRIES; start += 40)
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          appendAudit(
            {
              actor: 'owner@demo.awaaz.in',
              action: 'investor-changed',
              record,
              before: { fullName: 'Old Name', n: -1 },
              after: { fullName: 'New Name', n: start + i },
            },
            base + start + i,
          ),
        ),
      );
    await appendAudit({
      actor: 'stranger@example.org',
      action: 'sign-in-failed',
      record: 'staff/stranger@example.org',
    });
  });
});

for (const [edition, words, signIn, viewport, other] of [
  ['en', en.admin, en.staffSignIn, viewports.desktop, viewports.mobile],
  ['hi', hi.admin, hi.staffSignIn, viewports.mobile, viewports.desktop],
] as const) {
  test(`${edition} at ${viewport.width} and ${other.width} px: the audit log reads as words, pages with Load more; failed sign-ins have their own view`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto(edition === 'hi' ? '/hi/admin' : '/admin');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await fillSignIn(page, { ...demoStaff('owner'), words: signIn });
    await page.getByRole('button', { name: words.auditHeading, exact: true }).click({ timeout: LIST_TIMEOUT });
    await page.getByLabel(words.auditRecord).fill(record);
    await page.getByRole('button', { name: words.auditShow }).click();

    const rows = page.getByTestId('audit-row');
    const more = page.getByRole('button', { name: words.auditLoadMore });
    await expect(rows.filter({ hasNotText: record })).toHaveCount(0, { timeout: LIST_TIMEOUT });
    await expect(rows).toHaveCount(50, { timeout: LIST_TIMEOUT });
    await more.click();
    await expect(rows).toHaveCount(100, { timeout: LIST_TIMEOUT });
    await more.click();
    await expect(rows).toHaveCount(ENTRIES, { timeout: LIST_TIMEOUT });
    await expect(more).toHaveCount(0);
    await expect(page.getByText(words.auditEnd)).toBeVisible();
    // Newest first, each entry once, none missing: the changed field "n" of each.
    const numbers = (await rows.allTextContents()).map((text) => Number(/n: -1 →\D*(\d+)/.exec(text)?.[1]));
    expect(numbers).toEqual(Array.from({ length: ENTRIES }, (_, i) => ENTRIES - 1 - i));
    // In words: when in India's time, who by name, what, and the fields that changed (label: before → after).
    const newest = rows.first();
    await expect(newest.locator('time')).toHaveText(formatShortDateTime(new Date(newestAt), edition));
    await expect(newest).toContainText('Demo Owner');
    await expect(newest).toContainText(words.auditActions['investor-changed']);
    await expect(newest.getByTestId('audit-change').first()).toHaveText(
      `${words.auditFields.fullName}: Old Name → ${words.auditChangedTo} New Name`,
    );
    await expect(newest).not.toContainText('{');
    for (const size of [viewport, other]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page), `axe on the audit log at ${size.width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      const cells = await newest
        .locator('td')
        .evaluateAll((tds) =>
          tds.map((td) => ({ width: td.getBoundingClientRect().width, display: getComputedStyle(td).display })),
        );
      if (size.width >= 1280) {
        // A table row whose every column is wide enough for a word: none wraps letter by letter.
        expect(cells.every((cell) => cell.display === 'table-cell' && cell.width >= 120)).toBe(true);
      } else {
        // A phone shows each entry as a card: every cell a full-width line of it.
        expect(cells.every((cell) => cell.display === 'block')).toBe(true);
      }
    }
    await page.setViewportSize(viewport);

    await page.getByLabel(words.auditRecord).fill('');
    await page.getByLabel(words.auditView).selectOption('refusals');
    await page.getByRole('button', { name: words.auditShow }).click();
    const failed = words.auditActions['sign-in-failed'];
    await expect(rows.first()).toContainText(failed, { timeout: LIST_TIMEOUT });
    await expect(rows.filter({ hasNotText: failed })).toHaveCount(0);
    // Today's count comes first in both languages: at least the one written above.
    const counts = (await page.getByTestId('audit-refusals').textContent()) ?? '';
    expect(Number(/\d+/.exec(counts)?.[0])).toBeGreaterThanOrEqual(1);
  });
}
