import { expect, type Page, test } from '@playwright/test';
import plans from '../../content/data/plans.json' with { type: 'json' };
import { formatRupees } from '../../src/domain/money';
import { cycleCalendar, paymentCalendar } from '../../src/domain/payment-calendar';
import { formatDate } from '../../src/i18n/format';
import { axeViolations } from '../support/e2e/axe';
import { holdRequests } from '../support/e2e/hold-requests';
import { gotoHydrated } from './hydration';

const premium = plans.find((plan) => plan.id === 'premium')?.monthlyReturn;
if (!premium) throw new Error('content/data/plans.json: premium.monthlyReturn is missing');

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'View My Payment Details' });
const openButton = (page: Page) => page.getByRole('button', { name: 'View My Payment Details' });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify & View Details' });

async function openDialog(page: Page): Promise<void> {
  await gotoHydrated(page, '/payment-schedule');
  await openButton(page).click();
  await expect(dialog(page)).toBeVisible();
}

async function submitCode(page: Page, code: string): Promise<void> {
  await openDialog(page);
  await dialog(page).getByLabel('Unique Investor Code').fill(code);
  await verifyButton(page).click();
}

test('the title carries the current year and there is exactly one h1', async ({ page }) => {
  await gotoHydrated(page, '/payment-schedule');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(`Payment Schedule ${new Date().getFullYear()}`);
});

test('the calendar shows twelve months of the current year with the weekend rule', async ({ page }) => {
  await gotoHydrated(page, '/payment-schedule');
  const year = new Date().getFullYear();
  const tiles = page.getByRole('list', { name: `Payment dates ${year}` }).getByRole('listitem');
  await expect(tiles).toHaveCount(12);
  const expected = paymentCalendar(year);
  for (const [index, { date, label }] of expected.entries()) {
    const tile = tiles.nth(index);
    await expect(tile).toContainText(formatDate(date, 'en'));
    await expect(tile).toContainText(label);
    await expect(tile).not.toContainText(label === 'Regular Schedule' ? 'Adjusted for Weekend' : 'Regular Schedule');
    await expect(tile).toContainText(formatRupees(premium.profit));
    await expect(tile).toContainText(formatRupees(premium.loss));
  }
});

test('the static sections are present', async ({ page }) => {
  await gotoHydrated(page, '/payment-schedule');
  for (const name of ['Overview', 'Payment calendar', 'Timeline', 'Payment protection', 'Support']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('Financial assessment, 10th to 12th.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^investors@/ })).toBeVisible();
});

test.describe('verify dialog', () => {
  test('opens modal, labelled, with uppercase input limited to the code, and closes on Cancel and Escape', async ({
    page,
  }) => {
    await openDialog(page);
    const input = dialog(page).getByLabel('Unique Investor Code');
    await expect(input).toBeFocused();
    await expect(dialog(page)).toContainText('Format: ATVN-XXXX-XXXX');
    await expect(verifyButton(page)).toBeDisabled();
    await input.fill('   ');
    await expect(verifyButton(page)).toBeDisabled();
    await input.fill('atvn-demo-0001xyz');
    await expect(input).toHaveValue('ATVN-DEMO-0001');
    await input.fill('atvndemo0001xyz');
    await expect(input).toHaveValue('ATVNDEMO0001');
    await expect(verifyButton(page)).toBeEnabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await openButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(openButton(page)).toBeFocused();
  });

  test('a code of only dashes gives the "Error" toast once', async ({ page }) => {
    await submitCode(page, '--');
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Please enter your unique investor code.');
    await expect(toast.locator('p').first()).toHaveText('Error');
    await expect(dialog(page)).toBeVisible();
  });

  test('a wrong code gives "Invalid Investor Code"', async ({ page }) => {
    await submitCode(page, 'ATVN-ZZZZ-ZZZZ');
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error: Invalid Investor Code');
    await expect(toast).toContainText('Please check your unique investor code and try again.');
    await expect(dialog(page)).toBeVisible();
  });

  test('success false on an ok answer also gives "Invalid Investor Code"', async ({ page }) => {
    await page.route('**/api/investor/verify', (route) => route.fulfill({ status: 200, json: { success: false } }));
    await submitCode(page, 'ATVN-DEMO-0001');
    await expect(notifications(page).getByRole('alert')).toContainText('Error: Invalid Investor Code');
  });

  test('a network failure gives "Verification Failed"', async ({ page }) => {
    await page.route('**/api/investor/verify', (route) => route.abort('connectionrefused'));
    await submitCode(page, 'ATVN-DEMO-0001');
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error: Verification Failed');
    await expect(toast).toContainText('Unable to verify investor code. Please try again.');
  });

  test('shows Verifying... while the call runs', async ({ page }) => {
    const release = await holdRequests(page, '**/api/investor/verify');
    await submitCode(page, 'ATVN-DEMO-0001');
    const busy = page.getByRole('button', { name: 'Verifying...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(dialog(page)).toBeHidden();
  });

  test('a valid code closes the dialog and shows the green banner', async ({ page }) => {
    await openDialog(page);
    await dialog(page).getByLabel('Unique Investor Code').fill('atvn-demo-0001');
    const [response] = await Promise.all([page.waitForResponse('**/api/investor/verify'), verifyButton(page).click()]);
    const body = (await response.json()) as { investor: { fullName: string; investmentAmount: number } };
    const toast = notifications(page).getByRole('status');
    await expect(toast).toContainText('Verification Successful');
    await expect(toast).toContainText(`Welcome ${body.investor.fullName}! Your payment details are now visible.`);
    await expect(dialog(page)).toBeHidden();
    await expect(openButton(page)).toHaveCount(0);
    const banner = page.getByRole('region', { name: 'Payment details verified' });
    await expect(banner).toContainText(body.investor.fullName);
    await expect(banner).toContainText('ATVN-DEMO-0001');
    await expect(banner).toContainText(formatRupees(body.investor.investmentAmount));
    await expect(banner).toHaveCSS('background-color', 'rgb(22, 101, 52)'); // --color-success: the verified banner is green
  });
});

test('F8 focuses the notifications region', async ({ page }) => {
  await gotoHydrated(page, '/payment-schedule');
  // The hotkey listener is attached in an effect just after hydration: retry until it is there.
  await expect(async () => {
    await page.keyboard.press('F8');
    await expect(notifications(page)).toBeFocused({ timeout: 500 });
  }).toPass();
});

test('axe finds no violations on the page, in the open dialog and with the banner', async ({ page }) => {
  await openDialog(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog(page).getByLabel('Unique Investor Code').fill('ATVN-DEMO-0001');
  await verifyButton(page).click();
  await expect(page.getByRole('region', { name: 'Payment details verified' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** A basic account paid quarterly, still processing (the demo's ATVN-DEMO-0002): its own plan, and told so. */
for (const { lang, path, width } of [
  { lang: 'en', path: '/payment-schedule', width: 360 },
  { lang: 'en', path: '/payment-schedule', width: 1440 },
  { lang: 'hi', path: '/hi/payment-schedule', width: 360 },
] as const) {
  test(`${path} at ${width} px: a basic investor still processing sees the quarterly dates and is told it is processing`, async ({
    page,
  }) => {
    const words =
      lang === 'en'
        ? {
            open: 'View My Payment Details',
            field: 'Unique Investor Code',
            verify: 'Verify & View Details',
            processing: 'Your account is being processed',
            plan: 'Basic, paid quarterly',
            intro: 'Your Basic plan pays your profit share every quarter',
            share: 'You receive for the quarter',
            profitMonth: 'You receive after a profit month',
          }
        : {
            open: 'मेरे भुगतान का ब्योरा देखें',
            field: 'निवेशक कोड',
            verify: 'जाँचें और ब्योरा देखें',
            processing: 'आपका खाता अभी जाँच में है',
            plan: 'बेसिक, हर तीन महीने में भुगतान',
            intro: 'आपका बेसिक प्लान हर तीन महीने में मुनाफ़े का हिस्सा देता है',
            share: 'तीन महीनों के लिए आपको मिलता है',
            profitMonth: 'मुनाफ़े वाले महीने के बाद आपको मिलता है',
          };
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, path);
    await page.getByRole('button', { name: words.open }).click();
    await page.getByRole('dialog', { name: words.open }).getByLabel(words.field).fill('atvn demo 0002');
    await page.getByRole('button', { name: words.verify }).click();

    const banner = page.getByRole('region', { name: words.processing });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('ATVN-DEMO-0002');
    await expect(banner).toContainText(words.plan);
    await expect(banner).not.toHaveCSS('background-color', 'rgb(22, 101, 52)'); // not the verified green
    await expect(
      page.getByRole('region', { name: lang === 'en' ? 'Payment details verified' : 'आपके भुगतान का ब्योरा' }),
    ).toHaveCount(0);

    const year = new Date().getFullYear();
    await expect(page.getByText(words.intro)).toBeVisible();
    const name = lang === 'en' ? `Payment dates ${year}` : `${year} में भुगतान की तारीखें`;
    const tiles = page.getByRole('list', { name }).getByRole('listitem');
    await expect(tiles).toHaveCount(4);
    const quarters = cycleCalendar(year, { frequency: 'quarterly', day: 13 });
    for (const [index, { date }] of quarters.entries()) {
      await expect(tiles.nth(index).locator('time')).toHaveText(formatDate(date, lang));
      await expect(tiles.nth(index)).toContainText(words.share);
      await expect(tiles.nth(index)).not.toContainText(words.profitMonth);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}
