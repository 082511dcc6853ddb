import { expect, type Page, test } from '@playwright/test';
import { fact } from '../../src/content/facts';
import { axeViolations } from '../support/e2e/axe';
import { journeyViewports } from '../support/e2e/journey-viewports';
import { gotoHydrated } from './hydration';

const ADMISSIONS_OPEN_TEXT = 'Admissions are open until 2 July 2025.';
const ADMISSIONS_CLOSED_TEXT = 'Admissions for the 2025 batch closed on 2 July 2025.';

const tile = (page: Page, label: string) =>
  page.locator('.stat').filter({ has: page.getByText(label, { exact: true }) });

test.describe('one truth per fact (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('the two "trained" figures are two facts, each with the label that says what it counts', async ({ page }) => {
    await page.goto('/');
    await expect(tile(page, fact('voice-girls-trained').label)).toContainText('100+');
    await expect(tile(page, fact('always-on').label)).toContainText('24/7');
    await page.goto('/about');
    await expect(tile(page, fact('students-trained').label)).toContainText('500+');
    await page.goto('/institute-voice-acting');
    await expect(tile(page, fact('institute-projects').label)).toContainText('5+');
  });

  test("the investor portal's loss is the company's, labelled so", async ({ page }) => {
    await gotoHydrated(page, '/investor-portal');
    const loss = page.getByRole('region', { name: 'Company’s current loss' });
    await expect(loss).toContainText('₹39,473');
    await expect(loss).toContainText('This is the company’s current reported loss, not yours.');
  });

  test('the support team hours and the office hours are told apart', async ({ page }) => {
    await page.goto('/company-policy');
    await expect(page.getByText('Our support team is available from 9:00 AM to 8:00 PM.')).toBeVisible();
    await expect(page.getByText(/is open from 9 AM to 6 PM, Monday to Friday\./)).toBeVisible();
  });
});

for (const [name, device] of Object.entries(journeyViewports)) {
  test.describe(`the admissions deadline at view time (${name})`, () => {
    test.use(device);

    // The 2025 deadline is history on /admissions, below the next intake's lead (journeys-round-two.spec.ts).
    test('before 2 July 2025 /admissions says admissions are open until then', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2025-06-20T10:00:00+05:30'));
      await page.goto('/admissions');
      await expect(page.getByText(ADMISSIONS_OPEN_TEXT).first()).toBeVisible();
      await expect(page.getByText(ADMISSIONS_CLOSED_TEXT)).toHaveCount(1);
      for (const closed of await page.getByText(ADMISSIONS_CLOSED_TEXT).all()) await expect(closed).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('after the deadline it says the 2025 batch closed', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2025-07-03T00:00:01+05:30'));
      await page.goto('/admissions');
      await expect(page.getByText(ADMISSIONS_CLOSED_TEXT).first()).toBeVisible();
      for (const open of await page.getByText(ADMISSIONS_OPEN_TEXT).all()) await expect(open).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('a passed deadline is never called open (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('after 2 July 2025 no heading, banner or FAQ answer says the batch is open, in either edition', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+05:30'));
    for (const path of ['/', '/admissions', '/hi', '/hi/admissions']) {
      await page.goto(path);
      for (const answer of await page.locator('details').all()) await answer.locator('summary').click();
      const calledOpen = /Admissions open|open until|open for 2025|दाख़िले शुरू|दाखिले .* तक खुले/;
      await expect(page.locator('main').getByText(calledOpen).filter({ visible: true }), path).toHaveCount(0);
    }
  });
});

test.describe('the investor note (1440 px)', () => {
  test.use(journeyViewports.desktop);

  const logIn = async (page: Page) => {
    await gotoHydrated(page, '/investor-portal');
    await page.getByLabel('Unique Investor Code').fill('ATVN-DEMO-0001');
    await page.getByRole('button', { name: 'Access Account' }).click();
    await expect(page.getByRole('heading', { name: 'Investor Dashboard' })).toBeVisible();
    return page.getByRole('region', { name: 'Transaction History' });
  };

  test("says the investor's own next statement and payment dates while they are ahead", async ({ page }) => {
    const history = await logIn(page);
    await expect(history).toContainText(
      /Note: The next statement will be available on \d{1,2}(st|nd|rd|th) \w+ \d{4}\./,
    );
    await expect(page.getByRole('region', { name: 'Next Payment' })).toContainText(
      /Payment date\s*\d{1,2}(st|nd|rd|th) \w+ \d{4}\s*Amount/,
    );
  });

  test('never calls a passed statement or payment date "next" (the clock a year ahead)', async ({ page }) => {
    await page.clock.setFixedTime(new Date(Date.now() + 400 * 24 * 3600 * 1000));
    const history = await logIn(page);
    await expect(history).toContainText(
      'Note: Your latest statement is ready. Use Download statement (PDF) to save it.',
    );
    await expect(history).not.toContainText('next statement');
    await expect(page.getByRole('region', { name: 'Next Payment' })).toContainText(
      /\d{1,2}(st|nd|rd|th) \w+ \d{4} has passed\. Your next payment date appears here once your account is updated\./,
    );
  });
});
