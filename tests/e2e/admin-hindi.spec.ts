import { expect, type Page, test } from '@playwright/test';
import { hi } from '../../src/i18n/messages/hi';
import { applicationFor, apply, fillSignIn, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';

/** The staff dashboard of the Hindi edition, /hi/admin: the same gate and dashboard, in Hindi. */
const words = hi.admin;
const signIn = hi.staffSignIn;

async function openGate(page: Page) {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/hi/admin');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const logIn = (page: Page, password?: string) => fillSignIn(page, { ...(password ? { password } : {}), words: signIn });

const cardLabel = (page: Page, name: string) => page.getByTestId(`summary-${name}`).locator('span').last();

test('the password gate is in Hindi, and a wrong password is answered in Hindi by the page and the server', async ({
  page,
}) => {
  await openGate(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(signIn.loginHeading);
  await expect(page.getByRole('heading', { level: 2, name: signIn.signIn })).toBeVisible();
  await expect(page.getByText(signIn.gateIntro)).toBeVisible();
  expect(await axeViolations(page), 'axe at 360 px on the gate').toEqual([]);

  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/admin/login')),
    logIn(page, 'not-the-password'),
  ]);
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ success: false, error: signIn.invalidPassword });
  await expect(page.getByRole('alert')).toHaveText(signIn.invalidPassword);
  await expect(page.getByLabel(signIn.password)).toBeVisible();
});

test('the dashboard is in Hindi after logging in: headings, cards, course and status labels; axe clean at 360 px', async ({
  page,
  request,
}) => {
  test.slow();
  const reg = await apply(request, 'Meera', {
    ...applicationFor('Meera'),
    age: 9,
    qualification: 'Studying (up to Class 8)',
    guardianName: 'Sunita Kumari',
    guardianConsent: true,
  });
  await openGate(page);
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(signIn.dashboardHeading, { timeout: LIST_TIMEOUT });
  await expect(page.getByRole('heading', { level: 2, name: words.summary })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words.applications })).toBeVisible();
  await expect(cardLabel(page, 'total')).toHaveText(words.total);
  await expect(cardLabel(page, 'pending')).toHaveText(words.statusNames.pending);
  await expect(cardLabel(page, 'approved')).toHaveText(words.statusNames.approved);
  await expect(cardLabel(page, 'rejected')).toHaveText(words.statusNames.rejected);
  await expect(cardLabel(page, 'this-week')).toHaveText(words.thisWeek);

  // One row, found by its registration number: its course, gender and status in Hindi.
  // The back office's own search, not the site search in the header.
  const main = page.locator('#main');
  await main.getByLabel(words.search, { exact: true }).fill(reg);
  await main.getByRole('button', { name: words.search, exact: true }).click();
  const rows = page.getByTestId('application-row');
  await expect(rows).toHaveCount(1, { timeout: LIST_TIMEOUT });
  await expect(page.getByTestId('applications-count')).toHaveText(words.found(1, reg));
  const row = rows.first();
  await expect(row).toContainText('कोडिंग (₹1,699)');
  await expect(row).toContainText(words.genders.Female);
  await expect(row).toContainText(words.qualifications['Studying (up to Class 8)']);
  await expect(row.getByText(words.statuses.pending, { exact: true })).toBeVisible();
  expect(await axeViolations(page), 'axe at 360 px on the dashboard').toEqual([]);

  // A 9-year-old: the guardian and the consent are in the row.
  await expect(row).toContainText(hi.adminDecisions.guardianOf('Sunita Kumari'));
  await expect(row).toContainText(hi.adminDecisions.consentGiven);
  await page.getByRole('button', { name: words.approveLabel(reg) }).click();
  await page
    .getByRole('dialog', { name: hi.adminDecisions.confirmApproveTitle })
    .getByRole('button', { name: hi.adminDecisions.confirmApprove })
    .click();
  await expect(row.getByText(words.statuses.approved, { exact: true })).toBeVisible({ timeout: LIST_TIMEOUT });
  await expect(row.getByTestId('decided-by')).toHaveText(hi.adminDecisions.decidedBy('Demo Admissions'));
  await expect(
    page.getByRole('status').filter({ hasText: words.nowStatus('Meera Kumari', reg, words.statuses.approved) }),
  ).toBeVisible();
});
