import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { holdRequests } from '../support/e2e/hold-requests';
import { gotoHydrated } from './hydration';

// The demo investors (npm run seed).
const VERIFIED_CODE = 'ATVN-DEMO-0001';
const PROCESSING_CODE = 'ATVN-DEMO-0002';
const GREEN = 'rgb(22, 101, 52)'; // --color-success (#166534)
const ORANGE = 'rgb(180, 83, 9)'; // --color-warning
const RED = 'rgb(185, 28, 28)'; // --color-danger

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const codeField = (page: Page) => page.getByLabel('Unique Investor Code');
const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Investor Dashboard' });

async function login(page: Page, code: string): Promise<void> {
  await gotoHydrated(page, '/investor-portal');
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Access Account' }).click();
}

async function loginVerified(page: Page): Promise<void> {
  await login(page, 'atvn-demo-0001');
  await expect(dashboardHeading(page)).toBeVisible();
}

test.describe('logged out', () => {
  test('shows the code field, static cards and contacts', async ({ page }) => {
    await gotoHydrated(page, '/investor-portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const field = codeField(page);
    await expect(field).toHaveAttribute('placeholder', 'ATVN-XXXX-XXXX');
    await expect(field).toHaveAttribute('required', '');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await field.fill('atvn-demo');
    await expect(field).toHaveValue('ATVN-DEMO');
    await expect(page.getByRole('button', { name: 'Access Account' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Company progress' })).toBeVisible();
    await expect(page.getByText('₹39,473', { exact: true })).toBeVisible();
    for (const figure of ['2021', '500+', '50+', '24/7']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^investors@/ })).toBeVisible();
  });

  test('shows Authenticating... and disables the button while the login call runs', async ({ page }) => {
    const release = await holdRequests(page, '**/api/investor/login');
    await login(page, VERIFIED_CODE);
    const busy = page.getByRole('button', { name: 'Authenticating...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(dashboardHeading(page)).toBeVisible();
  });
});

test.describe('login toasts', () => {
  test('a wrong code gives "Login Failed" with the server text', async ({ page }) => {
    await login(page, 'ATVN-ZZZZ-ZZZZ');
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error: Login Failed');
    await expect(toast).toContainText('Invalid investor code');
    await expect(dashboardHeading(page)).toHaveCount(0);
    await expect(codeField(page)).toBeVisible();
  });

  test('success false without error text falls back to "Invalid investor code"', async ({ page }) => {
    await page.route('**/api/investor/login', (route) => route.fulfill({ status: 401, json: { success: false } }));
    await login(page, VERIFIED_CODE);
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error: Login Failed');
    await expect(toast).toContainText('Invalid investor code');
  });

  test('a network failure gives "Login Error"', async ({ page }) => {
    await page.route('**/api/investor/login', (route) => route.abort('connectionrefused'));
    await login(page, VERIFIED_CODE);
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error: Login Error');
    await expect(toast).toContainText('Unable to connect to server');
  });

  test('an answer that is not JSON gives "Login Error"', async ({ page }) => {
    await page.route('**/api/investor/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await login(page, VERIFIED_CODE);
    await expect(notifications(page).getByRole('alert')).toContainText('Unable to connect to server');
  });
});

test.describe('dashboard', () => {
  test('a verified premium investor logs in with lower case and dashes', async ({ page }) => {
    await loginVerified(page);
    const toast = notifications(page).getByRole('status');
    await expect(toast).toContainText('Login Successful');
    await expect(toast).toContainText('Welcome to your investor dashboard.');
    await expect(toast).not.toContainText('Error');
    await expect(dashboardHeading(page)).toBeFocused();
    await expect(page.getByText(/^Welcome, \S/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    const status = page.getByRole('region', { name: 'Account Status' });
    await expect(status).toContainText(VERIFIED_CODE);
    await expect(status).toContainText('Premium');
    const verified = status.getByText('Verified', { exact: true });
    await expect(verified).toHaveCSS('color', GREEN);

    const investment = page.getByRole('region', { name: 'Investment Details' });
    for (const label of ['Total invested', 'Basic amount', 'Total released', 'Current loss']) {
      await expect(investment).toContainText(label);
    }
    await expect(investment).toContainText('₹');

    const next = page.getByRole('region', { name: 'Next Payment' });
    for (const label of ['Payment date', 'Amount', 'Cycle', 'Processing time']) {
      await expect(next).toContainText(label);
    }

    const notice = page.getByRole('region', { name: 'NOTIFICATION', exact: true });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCSS('color', GREEN);

    const history = page.getByRole('region', { name: 'Transaction History' });
    await expect(history.getByRole('button', { name: 'Download statement (PDF)' })).toBeVisible();
    // The demo investor's own next statement date (the day before the next payment), never a fixed past date.
    await expect(history).toContainText(/Note: The next statement will be available on \d{1,2} [A-Z][a-z]+ \d{4}\./);
    const rows = history.getByRole('listitem');
    expect(await rows.count()).toBeGreaterThanOrEqual(8);
    // Every premium payment is a credit: a loss month pays ₹2,500 (docs/DECISIONS.md), as the payment schedule says.
    const credits = rows.filter({ hasText: /Credit$/ });
    expect(await credits.count()).toBe(await rows.count());
    const lossMonth = credits.filter({ hasText: 'Monthly payment for a loss month' }).first();
    await expect(lossMonth.getByText('+₹2,500', { exact: true })).toHaveCSS('color', GREEN);
  });

  test('a processing investor sees Processing, and a notification, in orange', async ({ page }) => {
    // The demo processing investor has no notification: staff may post one, so the answer gets one here.
    await page.route('**/api/investor/login', async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      answer.account.notificationMessage = 'Your documents are being checked.';
      await route.fulfill({ response, json: answer });
    });
    await login(page, 'atvn demo 0002');
    await expect(dashboardHeading(page)).toBeVisible();
    const status = page.getByRole('region', { name: 'Account Status' });
    await expect(status).toContainText(PROCESSING_CODE);
    await expect(status).toContainText('Basic');
    await expect(status.getByText('Processing', { exact: true })).toHaveCSS('color', ORANGE);
    await expect(status.getByText('Verified', { exact: true })).toHaveCount(0);
    // A basic plan's loss quarter is a debit, in red with a minus sign.
    const history = page.getByRole('region', { name: 'Transaction History' });
    const debits = history.getByRole('listitem').filter({ hasText: /Debit$/ });
    await expect(debits.first().getByText(/^-₹[\d,]+(\.\d+)?$/)).toHaveCSS('color', RED);
    const notice = page.getByRole('region', { name: 'NOTIFICATION', exact: true });
    await expect(notice).toContainText('Your documents are being checked.');
    await expect(notice).toHaveCSS('color', ORANGE);
  });

  test('a reload keeps the dashboard', async ({ page }) => {
    await loginVerified(page);
    await gotoHydrated(page, '/investor-portal');
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account Status' })).toContainText(VERIFIED_CODE);
    await expect(codeField(page)).toHaveCount(0);
  });

  test('Logout ends the session on the server', async ({ page }) => {
    await loginVerified(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(codeField(page)).toBeVisible();
    await expect(codeField(page)).toBeFocused();
    await expect(dashboardHeading(page)).toHaveCount(0);
    const statement = await page.request.get(`/api/investor/${VERIFIED_CODE}/statement`);
    expect(statement.status()).toBe(401);
    await gotoHydrated(page, '/investor-portal');
    await expect(codeField(page)).toBeVisible();
  });
});

test.describe('statement', () => {
  test('the text link downloads statement_{code}.txt with the account and its transactions', async ({ page }) => {
    await loginVerified(page);
    const history = page.getByRole('region', { name: 'Transaction History' });
    const firstId = (await history.getByRole('listitem').first().locator('p').first().textContent())?.trim() ?? '';
    expect(firstId).not.toBe('');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.getByRole('button', { name: 'Download as a text file (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement_${VERIFIED_CODE}.txt`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain(VERIFIED_CODE);
    expect(text).toContain(firstId);
    const toast = notifications(page).getByRole('status').filter({ hasText: 'Statement Downloaded' });
    await expect(toast).toContainText('Your investment statement has been downloaded successfully.');
  });

  test('a failed download gives "Download Failed"', async ({ page }) => {
    await loginVerified(page);
    // The PDF's URL carries ?format=pdf.
    await page.route('**/api/investor/*/statement?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('button', { name: 'Download statement (PDF)' }).click();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error: Download Failed');
    await expect(toast).toContainText('Unable to download statement.');
  });

  test("another investor's statement is refused", async ({ page }) => {
    await loginVerified(page);
    const other = await page.request.get(`/api/investor/${PROCESSING_CODE}/statement`);
    expect(other.status()).toBe(401);
  });
});

test.describe('toasts', () => {
  async function showErrorToast(page: Page) {
    await page.route('**/api/investor/login', (route) => route.abort('connectionrefused'));
    await login(page, VERIFIED_CODE);
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toBeVisible();
    return toast;
  }

  test('F8 moves focus to the notifications region', async ({ page }) => {
    await gotoHydrated(page, '/investor-portal');
    // The hotkey listener is attached in an effect just after hydration: retry until it is there.
    await expect(async () => {
      await page.keyboard.press('F8');
      await expect(notifications(page)).toBeFocused({ timeout: 500 });
    }).toPass();
  });

  test('the close button has a name and dismisses', async ({ page }) => {
    const toast = await showErrorToast(page);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('a swipe of 50 px or more dismisses; a shorter one does not', async ({ page }) => {
    const toast = await showErrorToast(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast has no box');
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test('closes after 5 seconds, but not while hovered', async ({ page }) => {
    await page.clock.install();
    const toast = await showErrorToast(page);
    await toast.hover();
    await page.clock.runFor(6000);
    await expect(toast).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(toast).toBeVisible();
    await page.clock.runFor(5000);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  test('axe finds no violations logged out (with an error toast) and on the dashboard', async ({ page }) => {
    await login(page, 'ATVN-ZZZZ-ZZZZ');
    await expect(notifications(page).getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await codeField(page).fill(VERIFIED_CODE);
    await page.getByRole('button', { name: 'Access Account' }).click();
    await expect(dashboardHeading(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
