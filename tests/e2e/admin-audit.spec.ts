import { expect, test } from '@playwright/test';
import { appendAudit } from '../../netlify/lib/audit';
import { withBlobs } from '../../scripts/lib/blobs-target';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { demoStaff, fillSignIn, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';

/**
 * The owner's audit view reads the log a page at a time: 120 entries of one record, written straight into the local
 * server's Blobs sandbox through the project's own audit code, show as 50, then 100, then 120 with "Load more",
 * newest first, each once. Failed sign-ins are a view of their own, counted.
 */
const ENTRIES = 120;
const record = `e2e-paging/${Date.now()}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await withBlobs('serve', async () => {
    const base = Date.now() - 60_000;
    for (let start = 0; start < ENTRIES; start += 40)
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          appendAudit(
            { actor: 'owner@demo.awaaz.in', action: 'investor-changed', record, after: { n: start + i } },
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

for (const [edition, words, signIn, viewport] of [
  ['en', en.admin, en.staffSignIn, viewports.desktop],
  ['hi', hi.admin, hi.staffSignIn, viewports.mobile],
] as const) {
  test(`${edition} at ${viewport.width} px: the audit log pages with Load more; failed sign-ins have their own view`, async ({
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
    // Newest first, each entry once, none missing.
    const numbers = (await rows.allTextContents()).map((text) => Number(/"n":(\d+)/.exec(text)?.[1]));
    expect(numbers).toEqual(Array.from({ length: ENTRIES }, (_, i) => ENTRIES - 1 - i));
    expect(await axeViolations(page), 'axe on the audit log').toEqual([]);

    await page.getByLabel(words.auditRecord).fill('');
    await page.getByLabel(words.auditView).selectOption('refusals');
    await page.getByRole('button', { name: words.auditShow }).click();
    await expect(rows.first()).toContainText('sign-in-failed', { timeout: LIST_TIMEOUT });
    await expect(rows.filter({ hasNotText: 'sign-in-failed' })).toHaveCount(0);
    // Today's count comes first in both languages: at least the one written above.
    const counts = (await page.getByTestId('audit-refusals').textContent()) ?? '';
    expect(Number(/\d+/.exec(counts)?.[0])).toBeGreaterThanOrEqual(1);
  });
}
