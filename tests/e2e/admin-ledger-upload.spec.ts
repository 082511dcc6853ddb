import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { demoStaff, fillSignIn, fits, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { addInvestorFromPage, ledgerCsv } from '../support/e2e/ledger-upload';
import { viewports } from '../support/e2e/routes';
import { ledgerAccount } from '../support/ledger-account';
import { gotoHydrated } from './hydration';

/**
 * The investor-relations officer uploads the month's ledger: a file with a new investor, a changed investor with a
 * new transaction and a bad row shows the bad row and applies nothing; the fixed file is previewed and applied (the
 * screen follows the upload until it is done), and the changed investor's own portal lists the new transaction.
 */

const COLUMNS = ['investorCode', 'fullName', ...Object.keys(ledgerAccount), 'transactions'];

const csv = (rows: Record<string, unknown>[]) => ledgerCsv(COLUMNS, rows);

for (const [edition, catalogue, viewport] of [
  ['en', en, viewports.desktop],
  ['hi', hi, viewports.mobile],
] as const) {
  const words = catalogue.adminInvestors;
  const upload = words.upload;
  const prefix = edition === 'hi' ? '/hi' : '';

  test(`${edition} at ${viewport.width} px: the officer previews the month's file, fixes a bad row and applies it`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${prefix}/admin`);
    await fillSignIn(page, { ...demoStaff('investor-relations'), words: catalogue.staffSignIn });
    await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible({ timeout: LIST_TIMEOUT });

    // The investor whose month the file records, added as the back office adds one (same session, same origin).
    const name = `Kavya ${edition} ${Date.now()}`;
    const code = await addInvestorFromPage(page, { ...ledgerAccount, fullName: name });
    expect(code).toMatch(/^ATVN-/);

    const transactionId = `TXN-20261213-${edition.toUpperCase()}${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const payment = {
      transactionId,
      transactionDate: '2026-12-13',
      transactionTime: '10:00',
      description: 'Monthly profit share',
      transactionType: 'Credit',
      amount: 4000,
    };
    const changed = {
      investorCode: code,
      fullName: name,
      ...ledgerAccount,
      totalAmountReleased: 8000,
      transactions: [payment],
    };
    const added = { fullName: `Rohan ${edition} ${Date.now()}`, ...ledgerAccount, transactions: [] };
    const bad = { ...added, fullName: 'Bad Row', accountType: 'Gold' };

    await page.getByRole('button', { name: upload.open }).click();
    await expect(page.getByRole('heading', { level: 2, name: upload.heading })).toBeVisible({ timeout: LIST_TIMEOUT });
    const file = page.getByLabel(upload.fileLabel);
    const choose = (rows: Record<string, unknown>[]) =>
      file.setInputFiles({ name: 'december.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });

    await choose([added, changed, bad]);
    await page.getByRole('button', { name: upload.preview, exact: true }).click();
    await expect(page.getByTestId('upload-problems')).toContainText(/^line 4: accountType: /, {
      timeout: LIST_TIMEOUT,
    });
    await expect(page.getByTestId('upload-row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: upload.apply, exact: true })).toBeDisabled();
    expect(await axeViolations(page), 'axe on a preview with a bad row').toEqual([]);
    await fits(page, viewport.width);

    await choose([added, changed]);
    await page.getByRole('button', { name: upload.preview, exact: true }).click();
    const counts = { rows: 2, newInvestors: 1, changedInvestors: 1, unchanged: 0, newTransactions: 1, badRows: 0 };
    await expect(page.getByText(upload.counts(counts))).toBeVisible({ timeout: LIST_TIMEOUT });
    await expect(page.getByTestId('upload-problems')).toHaveCount(0);
    // The changed investor's row shows the month's payment and the total it moves.
    await expect(page.getByTestId('upload-row').filter({ hasText: code })).toContainText('Monthly profit share');
    await page.getByRole('button', { name: upload.apply, exact: true }).click();
    await expect(page.getByRole('button', { name: upload.confirmApply })).toBeFocused();
    expect(await axeViolations(page), 'axe on the preview and its confirmation').toEqual([]);
    await fits(page, viewport.width);
    await page.keyboard.press('Enter');
    await expect(page.getByText(upload.applied(2, 1))).toBeVisible({ timeout: LIST_TIMEOUT });
    await expect(page.getByText(upload.newCodes)).toBeVisible();
    // Done: the progress of the upload gives way to its result.
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // The investor signs in to the portal: the month's payment is listed.
    await gotoHydrated(page, `${prefix}/investor-portal`);
    await page.getByLabel(catalogue.investorCode.label).fill(code);
    await page.getByRole('button', { name: catalogue.investor.accessAccount }).click();
    await expect(page.getByText(transactionId, { exact: true })).toBeVisible({ timeout: LIST_TIMEOUT });
  });
}
