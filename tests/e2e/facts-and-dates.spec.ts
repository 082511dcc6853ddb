import { expect, type Page, test } from '@playwright/test';
import { fact } from '../../src/content/facts';
import { nextIntake } from '../../src/content/next-intake';
import { batchClosesAt } from '../../src/domain/next-intake';
import { formatDate } from '../../src/i18n/format';
import { axeViolations } from '../support/e2e/axe';
import { journeyViewports } from '../support/e2e/journey-viewports';
import { gotoHydrated } from './hydration';

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

/** Every date a reader sees: "19 December 2026", "19 दिसंबर 2026", "2026-12-19". */
const DATE_WORDS =
  /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|\d{1,2} (जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}|\b\d{4}-\d{2}-\d{2}\b/g;

for (const [name, device] of Object.entries(journeyViewports)) {
  test.describe(`/admissions states only the next intake's dates (${name})`, () => {
    test.use(device);

    for (const locale of ['en', 'hi'] as const) {
      test(`in its text and its structured data (${locale})`, async ({ page }) => {
        const { batch } = nextIntake;
        if (!batch) throw new Error('the demo content announces a next batch');
        await page.clock.setFixedTime(new Date(batchClosesAt(batch).getTime() - 24 * 3600 * 1000));
        await page.goto(locale === 'en' ? '/admissions' : '/hi/admissions');
        for (const answer of await page.locator('main details').all()) await answer.locator('summary').click();
        const text = (await page.locator('main').textContent()) ?? '';
        const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
        const intakeDates = [formatDate(batch.applyBy, locale), formatDate(batch.startDate, locale)];
        expect(new Set(text.match(DATE_WORDS))).toEqual(new Set(intakeDates));
        // The FAQ's structured data is written at build time: the batch's dates until its last date, then none.
        for (const date of structured.match(DATE_WORDS) ?? []) expect(intakeDates).toContain(date);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

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
    await expect(history).toContainText(/Note: The next statement will be available on \d{1,2} \w+ \d{4}\./);
    await expect(page.getByRole('region', { name: 'Next Payment' })).toContainText(
      /Payment date\s*\d{1,2} \w+ \d{4}\s*Amount/,
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
      /\d{1,2} \w+ \d{4} has passed\. Your next payment date appears here once your account is updated\./,
    );
  });
});
