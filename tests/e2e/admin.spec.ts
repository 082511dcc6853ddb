import { expect, type Page, test } from '@playwright/test';
import { en } from '../../src/i18n/messages/en';
import { applicationFor, apply, fillSignIn, LIST_TIMEOUT, logIn, search } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';
import { baseURL } from '../support/e2e/web-server';

const INVALID = 'Invalid password. Please contact administrator.';

async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const card = (page: Page, name: string) => page.getByTestId(`summary-${name}`).locator('span').first();
const count = async (page: Page, name: string) => Number(await card(page, name).textContent());

test.describe('admin dashboard', () => {
  test('a wrong password or code shows the wrong-password text next to the field, no browser alert, and keeps the gate closed', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await logIn(page, { password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(INVALID);
    await fillSignIn(page, { code: '000000' });
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    expect(dialogs).toEqual([]);
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByText('Summary')).toHaveCount(0);
  });

  test('after a wrong password, focus is back on the password field, marked invalid (WCAG 3.3.1)', async ({ page }) => {
    await logIn(page, { password: 'not-the-password' });
    const password = page.getByLabel('Password');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('x');
    await expect(password).not.toHaveAttribute('aria-invalid');
  });

  test('flags an application repeating the e-mail and mobile of a recent one from another browser', async ({
    page,
    playwright,
  }) => {
    const data = applicationFor('Rekha');
    // Two browsers: neither holds the other's slip cookie.
    const one = await playwright.request.newContext({ baseURL });
    const other = await playwright.request.newContext({ baseURL });
    const first = await apply(one, 'Rekha', data);
    const second = await apply(other, 'Rekha', data);
    await Promise.all([one.dispose(), other.dispose()]);
    expect(second).not.toBe(first);
    await logIn(page);
    await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: LIST_TIMEOUT });
    await search(page, second);
    const row = page.getByTestId('application-row');
    await expect(row).toHaveCount(1, { timeout: LIST_TIMEOUT });
    await expect(row).toContainText(`Possible duplicate of ${first}`);
  });

  test('logs in, counts, searches, approves and downloads a certificate and a slip', async ({ page, request }) => {
    // Many steps over every stored application: give it the slow-test budget on a 2-core machine.
    test.slow();
    const reg = await apply(request, 'Anjali');
    await logIn(page);
    // A sign-in is one scrypt check at the production cost: seconds on a busy 2-core machine.
    await expect(page.getByTestId('admin-username')).toHaveText('Demo Admissions', { timeout: LIST_TIMEOUT });
    await expect(page.getByRole('status').filter({ hasText: en.admin.applicationsState.loading })).toHaveCount(0);
    await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 15_000 });

    // The cards add up; the first page holds the newest 50 (or all, when fewer).
    const total = await count(page, 'total');
    const rows = page.getByTestId('application-row');
    await expect(rows).toHaveCount(Math.min(total, 50));
    const [pending, approved, rejected, thisWeek] = [
      await count(page, 'pending'),
      await count(page, 'approved'),
      await count(page, 'rejected'),
      await count(page, 'this-week'),
    ];
    expect(pending + approved + rejected).toBe(total);
    expect(thisWeek).toBeGreaterThanOrEqual(1);
    expect(thisWeek).toBeLessThanOrEqual(total);
    // The newest applications come first: the one just sent is on the first page, among the few other specs may
    // have sent since (admin-scale.spec.ts checks the order itself).
    await expect(rows.filter({ hasText: reg })).toHaveCount(1);
    await page.getByLabel('Status').selectOption('pending');
    await expect(rows.filter({ hasNotText: en.admin.statuses.pending })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('all');

    await search(page, reg);
    await expect(rows).toHaveCount(1, { timeout: LIST_TIMEOUT });
    await expect(rows.first()).toContainText('Anjali Kumari');
    await expect(rows.first()).toContainText('Coding');
    await expect(rows.first().getByText(en.admin.statuses.pending, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Certificate PDF of ${reg}` })).toHaveCount(0);

    // An adult: no guardian. Approve asks first; Cancel changes nothing.
    await expect(rows.first()).toContainText(en.adminDecisions.adult);
    await page.getByRole('button', { name: `Approve ${reg}` }).click();
    const confirm = page.getByRole('dialog', { name: en.adminDecisions.confirmApproveTitle });
    await expect(confirm).toContainText(reg);
    await confirm.getByRole('button', { name: en.adminDecisions.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rows.first().getByText(en.admin.statuses.pending, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Approve ${reg}` }).click();
    await confirm.getByRole('button', { name: en.adminDecisions.confirmApprove }).click();
    await expect(rows.first().getByText(en.admin.statuses.approved, { exact: true })).toBeVisible({
      timeout: LIST_TIMEOUT,
    });
    // The decision names who made it.
    await expect(rows.first().getByTestId('decided-by')).toHaveText(en.adminDecisions.decidedBy('Demo Admissions'));
    // An approved application offers no Approve, only Reject.
    await expect(page.getByRole('button', { name: `Approve ${reg}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Reject ${reg}` })).toBeVisible();
    await expect(card(page, 'approved')).toHaveText(String(approved + 1));
    // Other specs may submit applications meanwhile, so pending is checked against what the cards add up to.
    // The approved one left pending: the cards still add up to the total, which only grows.
    const [totalNow, pendingNow, approvedNow, rejectedNow] = [
      await count(page, 'total'),
      await count(page, 'pending'),
      await count(page, 'approved'),
      await count(page, 'rejected'),
    ];
    expect(pendingNow + approvedNow + rejectedNow).toBe(totalNow);
    expect(pendingNow).toBeLessThanOrEqual(pending - 1 + (totalNow - total));

    const [certificate] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Certificate PDF of ${reg}` }).click(),
    ]);
    expect(certificate.suggestedFilename()).toBe(`certificate_${reg}.pdf`);
    const [slip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Slip PDF of ${reg}` }).click(),
    ]);
    expect(slip.suggestedFilename()).toBe(`slip_${reg}.pdf`);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^admissions_\d{4}-\d{2}-\d{2}\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(await csv.path())).toString('utf8');
    expect(text).toContain(`"${reg}","Anjali","Kumari",`);
    expect(text).toContain(',"approved",""\r\n');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.screenshot({ path: process.env.ADMIN_SCREENSHOT ?? 'test-results/admin-dashboard.png', fullPage: true });

    // A reload keeps the session; Logout ends it.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('admin-username')).toHaveText('Demo Admissions');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out on this device' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    expect((await page.request.get('/api/admissions/all')).status()).toBe(401);
  });

  test('has no axe violations at the gate and on the dashboard', async ({ page, request }) => {
    test.slow();
    const reg = await apply(request, 'Ishita');
    await page.goto('/admin');
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await fillSignIn(page);
    await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 15_000 });
    // One row is enough for the rules and keeps axe quick however many applications are stored.
    await search(page, reg);
    await expect(page.getByTestId('application-row')).toHaveCount(1, { timeout: LIST_TIMEOUT });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('rejecting shows the rejected badge', async ({ page, request }) => {
    const reg = await apply(request, 'Kavya');
    await logIn(page);
    await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 15_000 });
    await search(page, reg);
    const row = page.getByTestId('application-row');
    await expect(row).toHaveCount(1, { timeout: LIST_TIMEOUT });
    await page.getByRole('button', { name: `Reject ${reg}` }).click();
    const confirm = page.getByRole('dialog', { name: en.adminDecisions.confirmRejectTitle });
    await expect(confirm).toContainText(reg);
    await confirm.getByRole('button', { name: en.adminDecisions.confirmReject }).click();
    await expect(row.getByText(en.admin.statuses.rejected, { exact: true })).toBeVisible({ timeout: LIST_TIMEOUT });
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByLabel('Status').selectOption('rejected');
    await expect(row.filter({ hasText: reg })).toHaveCount(1, { timeout: LIST_TIMEOUT });
  });
});

test('at 360 px the sign-in card fits the screen, in both editions', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  for (const path of ['/admin', '/hi/admin']) {
    await page.goto(path);
    await hydrated(page);
    const form = page.locator('form').filter({ has: page.locator('#admin-password') });
    const box = await form.boundingBox();
    expect(box && box.x + box.width, path).toBeLessThanOrEqual(viewports.mobile.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(viewports.mobile.width);
  }
});

/**
 * What a staff member cannot read: the part of a row's status badge under the actions column (or past its own
 * cell), and at phone widths the part of a card's registration number past its card or the screen.
 */
function clippedText(page: Page, width: number) {
  return page.evaluate(
    ({ width }) => {
      const found: string[] = [];
      for (const row of document.querySelectorAll('[data-testid="application-row"]')) {
        // The registration number is the first cell after the name, the actions the last.
        const reg = row.querySelector('td');
        const actions = row.querySelector('td:last-child')?.getBoundingClientRect();
        const badge = row.querySelector('td span');
        const status = badge?.closest('td');
        if (badge && status && actions) {
          const box = badge.getBoundingClientRect();
          const cell = status.getBoundingClientRect();
          const under = width > 768 && box.right > actions.left + 0.5;
          if (under || box.right > cell.right + 0.5 || badge.scrollWidth > badge.clientWidth)
            found.push(`status ${badge.textContent}`);
        }
        const regBox = reg?.getBoundingClientRect();
        if (reg && regBox && (reg.scrollWidth > reg.clientWidth + 0.5 || regBox.right > innerWidth + 0.5))
          found.push(`registration ${reg.textContent}`);
      }
      return found;
    },
    { width },
  );
}

test('no status badge or registration number is cut off at 1440 px or 360 px, in both editions', async ({
  page,
  request,
}) => {
  test.slow();
  // A long name widens its column; the Hindi statuses are longer words than the English ones.
  const data = { ...applicationFor('Venkatalakshmi'), lastName: 'Subrahmanyam-Chakravarthy' };
  const pending = await apply(request, 'Venkatalakshmi', data);
  const approved = await apply(request, 'Venkatalakshmi', {
    ...applicationFor('Venkatalakshmi'),
    lastName: data.lastName,
  });
  await page.setViewportSize(viewports.desktop);
  await logIn(page);
  await search(page, approved);
  await page.getByRole('button', { name: `Approve ${approved}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.adminDecisions.confirmApprove }).click();
  await expect(page.getByTestId('application-row').getByText(en.admin.statuses.approved, { exact: true })).toBeVisible({
    timeout: LIST_TIMEOUT,
  });
  for (const path of ['/admin', '/hi/admin']) {
    await page.setViewportSize(viewports.desktop);
    // The session cookie of the sign-in opens either edition's dashboard, newest applications first.
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId('application-row').filter({ hasText: pending })).toHaveCount(1, {
      timeout: LIST_TIMEOUT,
    });
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      expect(await clippedText(page, viewport.width), `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});
