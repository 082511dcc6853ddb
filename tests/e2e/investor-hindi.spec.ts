import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import plans from '../../content/data/plans.json' with { type: 'json' };
import { formatRupees } from '../../src/domain/money';
import { paymentCalendar } from '../../src/domain/payment-calendar';
import { formatDate } from '../../src/i18n/format';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';
import { gotoHydrated } from './hydration';

/**
 * The investor portal and the payment schedule in the Hindi edition: the islands' labels, states and toasts in
 * Hindi, the server's refusal in Hindi, dates in Hindi words with ₹ amounts in en-IN grouping, and axe clean at 360 px.
 */
const devanagari = /\p{Script=Devanagari}/u;
const notifications = (page: Page) => page.getByRole('region', { name: 'सूचनाएँ (F8)' });

test.describe('/hi/investor-portal', () => {
  const codeField = (page: Page) => page.getByLabel('निवेशक कोड');
  const accessButton = (page: Page) => page.getByRole('button', { name: 'खाता खोलें' });

  test('the login form, its checks and a wrong code are in Hindi, and axe finds nothing at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await gotoHydrated(page, '/hi/investor-portal');
    await expect(page.getByRole('heading', { level: 2, name: 'अपना खाता खोलें' })).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('placeholder', 'ATVN-XXXX-XXXX');
    await expect(page.getByText(/^ऐसे लिखें: ATVN-XXXX-XXXX।/)).toBeVisible();

    await codeField(page).fill('atvn-demo');
    await accessButton(page).click();
    await expect(page.getByText('यह कोड अधूरा है: निवेशक कोड में 12 अक्षर होते हैं', { exact: false })).toBeVisible();
    await expect(codeField(page)).toBeFocused();

    await codeField(page).fill('ATVN-ZZZZ-ZZZZ');
    await accessButton(page).click();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('गड़बड़ी: लॉग इन नहीं हुआ');
    // The server's own refusal, answered in the language the page asked for.
    await expect(toast).toContainText('निवेशक कोड गलत है');
    await expect(toast).not.toContainText('Invalid');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the dashboard, its dates and the statement are in Hindi, and axe finds nothing at 360 px', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await gotoHydrated(page, '/hi/investor-portal');
    await codeField(page).fill('atvn-demo-0001');
    await accessButton(page).click();
    const heading = page.getByRole('heading', { level: 2, name: 'निवेशक डैशबोर्ड' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(notifications(page).getByRole('status')).toContainText('लॉग इन हो गया');

    const status = page.getByRole('region', { name: 'खाते की स्थिति' });
    await expect(status).toContainText('ATVN-DEMO-0001');
    await expect(status).toContainText('प्रीमियम');
    await expect(status.getByText('जाँच पूरी', { exact: true })).toBeVisible();
    const next = page.getByRole('region', { name: 'अगला भुगतान' });
    await expect(next.locator('time')).toHaveText(/^\d{1,2} \p{Script=Devanagari}+ \d{4}$/u);
    await expect(next).toContainText('₹');

    const history = page.getByRole('region', { name: 'लेन-देन का ब्योरा' });
    await expect(history).toContainText(/ध्यान दें: (अगला स्टेटमेंट \d{1,2} \S+ \d{4} को मिलेगा|आपका नया स्टेटमेंट)/u);
    // Every premium payment, a loss month's ₹2,500 too, is a credit (docs/DECISIONS.md, Payment schedule).
    const rows = history.getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: /जमा$/ }).count()).toBe(await rows.count());
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.getByRole('button', { name: 'टेक्स्ट फ़ाइल (.txt) के रूप में डाउनलोड करें' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('statement_ATVN-DEMO-0001.txt');
    expect(await readFile(await download.path(), 'utf8')).toContain('निवेशक खाते का स्टेटमेंट');
    await expect(notifications(page).getByRole('status').filter({ hasText: 'स्टेटमेंट डाउनलोड हो गया' })).toBeVisible();

    await page.getByRole('button', { name: 'लॉग आउट' }).click();
    await expect(codeField(page)).toBeFocused();
  });
});

test.describe('/hi/payment-schedule', () => {
  const premium = plans.find((plan) => plan.id === 'premium')?.monthlyReturn;
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'मेरे भुगतान का ब्योरा देखें' });
  const openButton = (page: Page) => page.getByRole('button', { name: 'मेरे भुगतान का ब्योरा देखें' });
  const verifyButton = (page: Page) => page.getByRole('button', { name: 'जाँचें और ब्योरा देखें' });

  test('the calendar is in Hindi with en-IN amounts', async ({ page }) => {
    if (!premium) throw new Error('content/data/plans.json: premium.monthlyReturn is missing');
    await page.setViewportSize(viewports.mobile);
    await gotoHydrated(page, '/hi/payment-schedule');
    const year = new Date().getFullYear();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`भुगतान की तारीखें ${year}`);
    const tiles = page.getByRole('list', { name: `${year} में भुगतान की तारीखें` }).getByRole('listitem');
    await expect(tiles).toHaveCount(12);
    for (const [index, { date, adjusted }] of paymentCalendar(year).entries()) {
      const tile = tiles.nth(index);
      await expect(tile.getByRole('heading', { level: 3 })).toHaveText(devanagari);
      await expect(tile.locator('time')).toHaveText(formatDate(date, 'hi'));
      await expect(tile).toContainText(adjusted ? 'शनिवार-रविवार की वजह से बदली तारीख' : 'आम तारीख');
      await expect(tile).toContainText(`मुनाफ़े वाले महीने के बाद आपको मिलता है${formatRupees(premium.profit)}`);
      await expect(tile).toContainText(`घाटे वाले महीने के बाद आपको मिलता है${formatRupees(premium.loss)}`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the dialog and a wrong code are in Hindi, axe finds nothing at 360 px, and a right code shows the banner', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await gotoHydrated(page, '/hi/payment-schedule');
    await openButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('अपने भुगतान का ब्योरा देखने के लिए अपना निवेशक कोड लिखें।');
    await expect(dialog(page).getByRole('button', { name: 'रद्द करें' })).toBeVisible();

    await dialog(page).getByLabel('निवेशक कोड').fill('--');
    await verifyButton(page).click();
    const empty = notifications(page).getByRole('alert').filter({ hasText: 'अपना निवेशक कोड लिखें।' });
    await expect(empty.locator('p').first()).toHaveText('गड़बड़ी');

    await dialog(page).getByLabel('निवेशक कोड').fill('ATVN-ZZZZ-ZZZZ');
    await verifyButton(page).click();
    const wrong = notifications(page).getByRole('alert').filter({ hasText: 'गड़बड़ी: निवेशक कोड गलत है' });
    await expect(wrong).toContainText('अपना निवेशक कोड ध्यान से देखें और फिर से कोशिश करें।');
    await expect(dialog(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await dialog(page).getByLabel('निवेशक कोड').fill('atvn-demo-0001');
    await verifyButton(page).click();
    const banner = page.getByRole('region', { name: 'आपके भुगतान का ब्योरा' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('ATVN-DEMO-0001');
    await expect(notifications(page).getByRole('status')).toContainText(
      /स्वागत है, \S.*! अब आप अपने भुगतान का ब्योरा देख सकते हैं।/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
