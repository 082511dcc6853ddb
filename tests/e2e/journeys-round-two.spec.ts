import { expect, type Locator, test } from '@playwright/test';
import { intakeSentence } from '../../src/content/intake-sentence';
import { nextIntake } from '../../src/content/next-intake';
import type { Locale } from '../../src/domain/locale';
import { batchClosesAt, intakeLead } from '../../src/domain/next-intake';
import { formatDate } from '../../src/i18n/format';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { siteText } from '../../src/i18n/site-text';
import { axeViolations } from '../support/e2e/axe';
import { journeyPairs, journeyViewports } from '../support/e2e/journey-viewports';
import { gotoHydrated, hydrateAll } from './hydration';

/**
 * The second round of journeys (a parent, an investor, a visitor), each in English at 1440 px and in Hindi at 360 px
 * (journeyPairs): the
 * next intake, Apply first, no stale error over a success, the signed-in payment schedule, the voice list, the header.
 */

// Each test walks a whole journey (and runs axe) on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

const words = { en, hi } as const;
const locales: Locale[] = ['en', 'hi'];
const at = (locale: Locale, path: string) => (locale === 'en' ? path : path === '/' ? '/hi' : `/hi${path}`);

const batch = nextIntake.batch;
if (!batch) throw new Error('the demo content announces a next batch (content/next-intake.json)');
const closes = batchClosesAt(batch).getTime();
const batchLead = (locale: Locale) =>
  siteText(locale).intake.batch(
    formatDate(batch.startDate, locale),
    locale === 'hi' ? batch.hi.name : batch.name,
    formatDate(batch.applyBy, locale),
  );
const undatedLead = (locale: Locale) => siteText(locale).intake.undated;

/** Whether two boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const { locale, size } of journeyPairs) {
  const w = words[locale];

  test.describe(`${size}, ${locale}`, () => {
    test.use(journeyViewports[size]);

    test('the home page and /admissions lead with the next batch while it takes applications', async ({ page }) => {
      await page.clock.setFixedTime(new Date(closes - 3 * 24 * 3600 * 1000));
      for (const path of ['/', '/admissions']) {
        await page.goto(at(locale, path));
        const lead = page.getByText(batchLead(locale), { exact: true }).first();
        await expect(lead).toBeVisible();
        await expect(page.locator('strong').filter({ has: lead }).first()).toBeVisible();
        await expect(page.getByText(undatedLead(locale), { exact: true }).filter({ visible: true })).toHaveCount(0);
      }
      // The FAQ's answer about the last date says the same sentence, read from the same file when the site was built.
      await expect(page.locator('#faq-admissions-deadline')).toContainText(intakeSentence(locale, new Date()));
      expect(await axeViolations(page)).toEqual([]);
    });

    test('once its last date to apply has passed they say the next batch is open, undated', async ({ page }) => {
      await page.clock.setFixedTime(new Date(closes + 1000));
      for (const path of ['/', '/admissions']) {
        await page.goto(at(locale, path));
        await expect(page.getByText(undatedLead(locale), { exact: true }).first()).toBeVisible();
        await expect(page.getByText(batchLead(locale), { exact: true }).filter({ visible: true })).toHaveCount(0);
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the confirmation states the batch and its start date', async ({ page }) => {
      const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
      await gotoHydrated(page, at(locale, '/admissions#apply'));
      const form = page.locator('#apply');
      const a = w.admission;
      await form.getByLabel(a.firstName).fill('Meera');
      await form.getByLabel(a.lastName).fill('Joshi');
      await form.getByLabel(a.email).fill(`meera.${id}.${size}@example.in`);
      await form.getByLabel(a.mobileNumber).fill(`9${id}`);
      await form.getByLabel(a.age).fill('19');
      await form.getByLabel(a.gender).selectOption('Female');
      await form.getByLabel(a.qualification).selectOption('Class 12');
      await form.getByLabel(a.course, { exact: true }).selectOption('voice-acting');
      await form.locator('input[type="radio"][value="No"]').check();
      await form.getByRole('button', { name: a.submit }).click();
      const result = page.getByRole('status').filter({ hasText: a.receivedHeading });
      await expect(result).toBeVisible({ timeout: 20_000 });
      // The server decides by its own clock.
      const expected =
        intakeLead(new Date(), batch) === 'batch'
          ? a.forBatch(locale === 'hi' ? batch.hi.name : batch.name, formatDate(batch.startDate, locale))
          : a.forNextBatch;
      await expect(result).toContainText(expected);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('Apply comes first on the home page, within the first screen', async ({ page }) => {
      await page.goto(at(locale, '/'));
      const hero = page.locator('.home-hero');
      const apply = hero.getByRole('link').first();
      await expect(apply).toHaveText(
        locale === 'en' ? 'Apply free: girls 8 and over' : 'मुफ़्त आवेदन करें: 8 साल और उससे बड़ी लड़कियाँ',
      );
      await expect(apply).toHaveAttribute('href', at(locale, '/admissions#apply'));
      // Before the quotes and every other button of the page's content.
      const first = page.getByRole('main').locator('a.button').first();
      await expect(first).toHaveText((await apply.textContent()) ?? '');
      const box = await apply.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(journeyViewports[size].viewport.height);
      await apply.click();
      await page.waitForURL(`**${at(locale, '/admissions')}#apply`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a correct login dismisses the failure; the failure shows at the field and never covers the button', async ({
      page,
    }) => {
      await gotoHydrated(page, at(locale, '/investor-portal'));
      const field = page.getByLabel(w.investorCode.label);
      const access = page.getByRole('button', { name: w.investor.accessAccount });
      const notifications = page.getByRole('region', { name: w.toasts.region('F8') });
      await field.fill('ATVN-ZZZZ-ZZZZ');
      await access.click();
      const failed = notifications.getByText(w.investor.loginFailed);
      await expect(failed).toBeVisible();
      await expect(field).toHaveAccessibleDescription(new RegExp(w.investor.invalidCode));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const toast = notifications.getByRole('alert').or(notifications.getByRole('status')).first();
      expect(await overlap(toast, access)).toBe(false);
      expect(await overlap(toast, field)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);

      await field.fill('ATVN-DEMO-0001');
      await access.click();
      await expect(page.getByRole('heading', { name: w.investorDashboard.dashboardHeading })).toBeVisible();
      await expect(notifications.getByText(w.investor.loginSuccessful)).toBeVisible();
      await expect(failed).toHaveCount(0);
    });

    test('the payment dialog: a wrong code at the field and in a toast, gone after the right one', async ({ page }) => {
      await gotoHydrated(page, at(locale, '/payment-schedule'));
      await page.getByRole('button', { name: w.payment.viewDetails }).click();
      const dialog = page.getByRole('dialog', { name: w.payment.viewDetails });
      const field = dialog.getByLabel(w.investorCode.label);
      const verify = dialog.getByRole('button', { name: w.payment.verify });
      await field.fill('ATVN-ZZZZ-ZZZZ');
      await verify.click();
      const invalid = page.getByText(w.payment.invalidCode);
      await expect(invalid).toBeVisible();
      await expect(field).toHaveAccessibleDescription(new RegExp(w.payment.checkCode));
      const toast = page
        .getByRole('region', { name: w.toasts.region('F8') })
        .getByRole('alert')
        .first();
      expect(await overlap(toast, verify)).toBe(false);
      await field.fill('ATVN-DEMO-0001');
      await verify.click();
      await expect(page.getByText(w.payment.verificationSuccessful)).toBeVisible();
      await expect(invalid).toHaveCount(0);
      // The verified investor's months are marked from their own payments.
      await hydrateAll(page);
      await expect(
        page
          .locator('li')
          .filter({ hasText: w.payment.monthPaid('₹4,000', 'profit') })
          .first(),
      ).toBeVisible();
    });

    test('a signed-in investor is not asked for the code again, and sees which months are paid', async ({ page }) => {
      await gotoHydrated(page, at(locale, '/investor-portal'));
      await page.getByLabel(w.investorCode.label).fill('ATVN-DEMO-0001');
      await page.getByRole('button', { name: w.investor.accessAccount }).click();
      await expect(page.getByRole('heading', { name: w.investorDashboard.dashboardHeading })).toBeVisible();

      await gotoHydrated(page, at(locale, '/payment-schedule'));
      const banner = page.getByRole('region', { name: w.payment.verifiedHeading });
      await expect(banner).toContainText('Rohan Mehta');
      await expect(banner).toContainText('ATVN-DEMO-0001');
      await expect(page.getByRole('button', { name: w.payment.viewDetails })).toHaveCount(0);

      const tiles = page
        .getByRole('list', { name: w.payment.calendarLabel(new Date().getFullYear()) })
        .getByRole('listitem');
      await expect(tiles).toHaveCount(12);
      await expect(tiles.filter({ hasText: w.payment.monthPaid('₹4,000', 'profit') }).first()).toBeVisible();
      // A loss month paid ₹2,500 to the investor: the same credit the dashboard lists.
      const today = new Date().toISOString().slice(0, 10);
      const paymentDay = (tile: Locator) => tile.locator('time').getAttribute('datetime');
      for (const tile of await tiles.all()) {
        const day = (await paymentDay(tile)) ?? '';
        if (day > today) await expect(tile).toContainText(w.payment.monthUpcoming);
        else await expect(tile).not.toContainText(w.payment.monthUpcoming);
        await expect(tile).toContainText(w.payment.lossMonth);
        await expect(tile).toContainText('₹2,500');
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the voices are grouped by language, described in the page language, and the preview says it plays', async ({
      page,
    }) => {
      await gotoHydrated(page, at(locale, '/ai-tools'));
      await page.getByRole('button', { name: w.aiTools.startFreeTrial }).click();
      const voice = page.getByLabel(w.voiceTools.voice, { exact: true });
      await expect(voice).not.toHaveValue('', { timeout: 15_000 });
      const groups = voice.locator('optgroup');
      const languages = w.voiceTools.voiceLanguages;
      await expect(groups).toHaveCount(5);
      expect(await groups.evaluateAll((all) => all.map((g) => g.getAttribute('label')))).toEqual([
        languages.hi,
        languages.en,
        languages.ur,
        languages.pa,
        languages.mr,
      ]);
      // The voices keep their Hindi names.
      await expect(groups.first().locator('option').first()).toHaveText('सरिता');
      await voice.selectOption({ label: 'रोहन' });
      await expect(voice).toHaveAccessibleDescription(
        w.voiceTools.describeVoice(languages.en, w.voiceTools.voiceGenders.male),
      );
      expect(await axeViolations(page)).toEqual([]);
      // While the sample plays the button stops it and a status says so; when it ends both go back.
      const preview = page.getByRole('button', { name: w.voiceTools.previewVoice });
      await preview.click();
      const stop = page.getByRole('button', { name: w.voiceTools.stopPreview });
      await expect(stop).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: w.voiceTools.playingPreview })).toBeVisible();
      await expect(preview).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(w.voiceTools.playingPreview)).toHaveCount(0);
    });
  });
}

test.describe('the header on a phone', () => {
  for (const locale of locales) {
    test(`fits one row at 360 px (${locale}), with the search button`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(at(locale, '/'));
      await expect(page.locator('[data-search-open]')).toBeVisible();
      const height = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(66);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`leaves no sideways scroll at 320 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const path of ['/', '/admissions', '/payment-schedule']) {
        await page.goto(at(locale, path));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      }
    });
  }
});

test.describe('the English header at 1440 px', () => {
  test.use(journeyViewports.desktop);

  test('still fits one row', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(at(locale, '/'));
      const height = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(66);
    }
  });
});
