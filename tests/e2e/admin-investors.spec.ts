import { expect, test } from '@playwright/test';
import { formatRupees } from '../../src/domain/money';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { demoStaff, fillSignIn, fits, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';
import { gotoHydrated } from './hydration';

/**
 * The investor-relations officer's journey in the back office: the list, adding an investor (the code shown once),
 * recording a transaction (with its description in Hindi too) and reversing it, a notification in both languages; the
 * investor's own portal login then lists both entries, with the notification, the description, the cycle and the
 * processing time in the portal's language.
 */

for (const [edition, catalogue, viewport] of [
  ['en', en, viewports.desktop],
  ['hi', hi, viewports.mobile],
] as const) {
  const words = catalogue.adminInvestors;
  const prefix = edition === 'hi' ? '/hi' : '';

  test(`${edition} at ${viewport.width} px: the officer adds an investor, records and reverses a payment, the investor sees both`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${prefix}/admin`);
    await fillSignIn(page, { ...demoStaff('investor-relations'), words: catalogue.staffSignIn });
    await expect(page.getByTestId('admin-username')).toHaveText('Demo Investor Relations', { timeout: LIST_TIMEOUT });
    // The officer's one section opens first: the investors by code, the demo ones among them (found below by a
    // search: the first page holds the 50 lowest codes, which other specs' investors may take on a long-lived store).
    await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
    await expect(page.getByTestId('investor-row').first()).toBeVisible({ timeout: LIST_TIMEOUT });
    await page.locator('#main').getByLabel(words.searchLabel).fill('Ananya');
    await page.locator('#main').getByRole('button', { name: words.search, exact: true }).click();
    await expect(page.getByTestId('investor-row')).toHaveCount(1, { timeout: LIST_TIMEOUT });
    await expect(page.getByTestId('investor-row')).toContainText('ATVN-DEMO-0002');
    expect(await axeViolations(page), 'axe on the list').toEqual([]);
    await fits(page, viewport.width);

    await page.getByRole('button', { name: words.addOpen }).click();
    const name = `Meera ${edition} ${Date.now()}`;
    const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
    await fill(words.fields.fullName, name);
    await fill(words.fields.accountHolders, name);
    // The cycle and processing time are values: quarterly on the 13th, 48 hours (the day and hours are pre-filled).
    await page.getByLabel(words.fields.paymentReleaseDate, { exact: true }).selectOption('quarterly');
    await expect(page.getByLabel(words.fields.paymentDay, { exact: true })).toHaveValue('13');
    await expect(page.getByLabel(words.fields.processingHours, { exact: true })).toHaveValue('48');
    await fill(words.fields.totalAmountInvested, '7000');
    await fill(words.fields.basicAmount, '7000');
    await fill(words.fields.upcomingPaymentAmount, '4000');
    await fill(words.fields.upcomingPaymentDate, '2026-12-14');
    await page.getByRole('button', { name: words.add, exact: true }).click();
    const added = page.getByTestId('new-investor');
    await expect(added).toContainText(/ATVN-[A-Z0-9]{4}-[A-Z0-9]{4}/, { timeout: LIST_TIMEOUT });
    const code = ((await added.textContent()) ?? '').match(/ATVN-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0] ?? '';
    // The code is shown in place of the form, with the focus on it, a copy button and "Add another".
    await expect(added.getByRole('heading', { name: words.addedHeading })).toBeFocused();
    await expect(page.getByLabel(words.fields.fullName, { exact: true })).toHaveCount(0);
    await expect(added.getByRole('button', { name: words.copyCode })).toBeVisible();
    await expect(added.getByRole('button', { name: words.addAnother })).toBeVisible();
    // The welcome letter prints in the investor's language, whichever edition the officer uses.
    const letter = page.waitForEvent('download');
    await page.getByRole('button', { name: words.welcomeLetter.hi }).click();
    expect((await letter).suggestedFilename()).toBe(`welcome-letter-${code}-hi.pdf`);
    expect(await axeViolations(page), 'axe on the add form').toEqual([]);
    await fits(page, viewport.width);

    await page.getByRole('button', { name: words.openLabel(name) }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: LIST_TIMEOUT });
    await fill(words.transactionDate, '2026-11-13');
    await fill(words.transactionTime, '10:30');
    await fill(words.amount, '1500');
    await fill(words.description, 'Monthly profit share');
    await fill(words.descriptionHi, 'मासिक मुनाफ़े का हिस्सा');
    await page.getByRole('button', { name: words.record, exact: true }).click();
    const status = page.getByTestId('investor-status');
    await expect(status).toContainText(/TXN-20261113-/, { timeout: LIST_TIMEOUT });
    const payment = ((await status.textContent()) ?? '').match(/TXN-\d{8}-[A-Z0-9]{6}/)?.[0] ?? '';
    await expect(page.getByTestId('investor-released')).toHaveText(formatRupees(1500));

    await page.getByRole('button', { name: words.reverseLabel(payment) }).click();
    // The confirmation is a dialog naming the entry; Escape (or Cancel) changes nothing, confirming records it.
    const confirm = page.getByRole('dialog', { name: words.reverseLabel(payment) });
    await expect(confirm).toContainText(words.confirmReverse(payment));
    expect(await axeViolations(page), 'axe with the reversal dialog open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: words.reverseLabel(payment) })).toBeFocused();
    await expect(page.getByTestId('transaction-row')).toHaveCount(1);
    await page.getByRole('button', { name: words.reverseLabel(payment) }).click();
    await confirm.getByRole('button', { name: words.reverse, exact: true }).click();
    await expect(page.getByTestId('transaction-row').filter({ hasText: words.reverses(payment) })).toHaveCount(1, {
      timeout: LIST_TIMEOUT,
    });
    await expect(page.getByTestId('transaction-row')).toHaveCount(2);
    await expect(page.getByTestId('investor-released')).toHaveText(formatRupees(0));
    await expect(page.getByRole('button', { name: words.reverse, exact: true })).toHaveCount(0);
    // Added, the payment, its reversal, and the welcome letter's download.
    await expect(page.getByTestId('investor-audit-row')).toHaveCount(4);

    await fill(words.fields.notificationMessage, 'Your December payment is scheduled.');
    await fill(words.fields.notificationMessageHi, 'दिसंबर का आपका भुगतान तय है।');
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await expect(status).toHaveText(words.saved, { timeout: LIST_TIMEOUT });
    expect(await axeViolations(page), 'axe on the investor’s page').toEqual([]);
    await fits(page, viewport.width);

    // The investor signs in to the portal with the new code: both entries are listed.
    await gotoHydrated(page, `${prefix}/investor-portal`);
    await page.getByLabel(catalogue.investorCode.label).fill(code);
    await page.getByRole('button', { name: catalogue.investor.accessAccount }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: catalogue.investorDashboard.dashboardHeading }),
    ).toBeVisible({
      timeout: LIST_TIMEOUT,
    });
    await expect(page.getByText(payment, { exact: true })).toBeVisible();
    await expect(page.getByText(/^TXN-\d{8}-[A-Z0-9]{6}$/)).toHaveCount(2);
    // What staff wrote and the stored values, in the portal's language.
    const dashboard = catalogue.investorDashboard;
    const hindi = edition === 'hi';
    const notice = page.getByRole('region', { name: dashboard.notificationHeading, exact: true });
    await expect(notice).toContainText(hindi ? 'दिसंबर का आपका भुगतान तय है।' : 'Your December payment is scheduled.');
    const next = page.getByRole('region', { name: dashboard.nextPaymentHeading });
    await expect(next).toContainText(hindi ? 'हर तीन महीने पर, 13 तारीख को' : 'Quarterly, on the 13th');
    await expect(next).toContainText(hindi ? '48 घंटे के अंदर' : 'Within 48 hours');
    await expect(page.getByText(hindi ? 'मासिक मुनाफ़े का हिस्सा' : 'Monthly profit share', { exact: true })).toBeVisible();
  });
}
