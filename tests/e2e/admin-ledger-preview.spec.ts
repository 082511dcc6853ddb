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
 * The ledger upload's preview without surprises: each row names the investor who holds its code (or says no one does
 * yet), and each notification the file would clear is named before Apply, and counted in the confirmation.
 */

const COLUMNS = ['investorCode', 'fullName', ...Object.keys(ledgerAccount), 'notificationMessage', 'transactions'];

const csv = (rows: Record<string, unknown>[]) => ledgerCsv(COLUMNS, rows);

for (const [edition, catalogue, viewport] of [
  ['en', en, viewports.desktop],
  ['hi', hi, viewports.mobile],
] as const) {
  const words = catalogue.adminInvestors;
  const upload = words.upload;
  const prefix = edition === 'hi' ? '/hi' : '';

  test(`${edition} at ${viewport.width} px: the preview names each code's investor and warns of each notification it clears`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${prefix}/admin`);
    await fillSignIn(page, { ...demoStaff('investor-relations'), words: catalogue.staffSignIn });
    await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible({ timeout: LIST_TIMEOUT });

    const name = `Anita ${edition} ${Date.now()}`;
    const english = 'Your December payment is on its way.';
    const code = await addInvestorFromPage(page, {
      ...ledgerAccount,
      fullName: name,
      notificationMessage: english,
      notificationMessageHi: 'भुगतान भेजा जा रहा है।',
    });
    expect(code).toMatch(/^ATVN-/);
    // The file spells the name otherwise and has no Hindi notification column; one row names a code no one holds.
    const unheld = 'ATVN-2345-6789';
    const rows = [
      { investorCode: code, fullName: 'A. Desai', ...ledgerAccount, notificationMessage: english, transactions: [] },
      { investorCode: unheld, fullName: `Rohan ${edition}`, ...ledgerAccount, transactions: [] },
    ];

    await page.getByRole('button', { name: upload.open }).click();
    await page
      .getByLabel(upload.fileLabel)
      .setInputFiles({ name: 'december.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });
    await page.getByRole('button', { name: upload.preview, exact: true }).click();
    await expect(page.getByTestId('upload-row')).toHaveCount(2, { timeout: LIST_TIMEOUT });
    await expect(page.getByTestId('upload-row').filter({ hasText: code })).toContainText(upload.heldBy(name));
    await expect(page.getByTestId('upload-row').filter({ hasText: unheld })).toContainText(upload.noInvestorYet);
    await expect(page.getByRole('heading', { level: 3, name: upload.clearsHeading })).toBeVisible();
    await expect(page.getByTestId('upload-clears').getByRole('listitem')).toHaveText([
      upload.clears.notificationMessageHi(code, name),
    ]);
    // The warning comes before the Apply button.
    const clearsTop = await page.getByTestId('upload-clears').evaluate((list) => list.getBoundingClientRect().top);
    const applyButton = page.getByRole('button', { name: upload.apply, exact: true });
    expect(await applyButton.evaluate((button) => button.getBoundingClientRect().top)).toBeGreaterThan(clearsTop);
    expect(await axeViolations(page), 'axe on the preview with its warnings').toEqual([]);
    await fits(page, viewport.width);

    await applyButton.click();
    await expect(page.getByText(upload.confirm(2, 1))).toBeVisible();
    await expect(page.getByRole('button', { name: upload.confirmApply })).toBeFocused();
    expect(await axeViolations(page), 'axe on the confirmation').toEqual([]);
    await fits(page, viewport.width);
    // Cancelled: nothing is written.
    await page.getByRole('button', { name: upload.cancel }).click();
    await expect(page.getByRole('button', { name: upload.apply, exact: true })).toBeVisible();
  });
}
