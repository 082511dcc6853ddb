import { expect, type Page, test } from '@playwright/test';
import { batchName, nextIntake } from '../../src/content/next-intake';
import { intakeLead } from '../../src/domain/next-intake';
import { formatDate } from '../../src/i18n/format';
import { axeViolations } from '../support/e2e/axe';
import { gotoHydrated } from './hydration';

/**
 * The /vauxa-ai screen on arrival at a desktop and a phone size: the composer in view without scrolling, four
 * suggested questions in the edition's language, language and AI version as selects (folded behind "Chat settings"
 * on a phone), one "Enter sends" hint, and message actions as small icon buttons with names for screen readers.
 */

const sizes = [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
];

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message Vauxa' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggested questions' }).getByRole('button');

for (const size of sizes) {
  test.describe(`chat screen at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size, hasTouch: size.width < 400 });

    test('the composer is in view on arrival; selects and one Enter hint are visible; axe finds nothing', async ({
      page,
    }) => {
      await gotoHydrated(page, '/vauxa-ai');
      await expect(messageBox(page)).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
      if (size.width < 400) {
        // A phone: the settings fold behind one button, so the conversation gets the height.
        const toggle = page.getByRole('button', { name: /Chat settings/ });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByLabel('Language', { exact: true })).toBeHidden();
        const toolbar = await toggle.locator('..').boundingBox();
        expect(toolbar?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(120);
        const log = await page.getByRole('log', { name: 'Conversation with Vauxa' }).boundingBox();
        expect(log?.height ?? 0).toBeGreaterThanOrEqual(400);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(page.getByRole('button', { name: /Chat settings/ })).toBeHidden();
      }
      await expect(page.getByLabel('Persona', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Language', { exact: true })).toBeVisible();
      await expect(page.getByLabel('AI version', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New Chat' })).toBeVisible();
      await expect(page.getByText('Enter sends', { exact: false })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the Hindi edition opens in Hindi, folded the same way; axe finds nothing', async ({ page }) => {
      await gotoHydrated(page, '/hi/vauxa-ai');
      const hindiSuggestions = page.getByRole('list', { name: 'सुझाए गए सवाल' }).getByRole('button');
      await expect(hindiSuggestions.first()).toHaveText('सभी कोर्स की फीस कितनी है?');
      if (size.width < 400) await page.getByRole('button', { name: /चैट की सेटिंग/ }).click();
      await expect(page.locator('select').nth(1)).toHaveValue('hi');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('four suggested questions follow the selected language and send when pressed', async ({ page }) => {
      await gotoHydrated(page, '/vauxa-ai');
      await expect(suggestions(page)).toHaveCount(4);
      // The English edition opens in English; the visitor's choice then holds.
      await expect(suggestions(page).first()).toHaveText('How much do the courses cost?');
      if (size.width < 400) await page.getByRole('button', { name: /Chat settings/ }).click();
      await page.getByLabel('Language', { exact: true }).selectOption('hi');
      await expect(suggestions(page).first()).toHaveText('सभी कोर्स की फीस कितनी है?');
      await page.getByLabel('Language', { exact: true }).selectOption('en');
      await expect(suggestions(page).first()).toHaveText('How much do the courses cost?');
      await suggestions(page).first().click();
      // The reply is complete when Send returns.
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
      const reply = page.getByRole('log', { name: 'Conversation with Vauxa' }).locator('ol > li').nth(1);
      await expect(reply.getByRole('link').first()).toHaveAttribute('href', /^\/admissions/);
      await expect(reply.getByRole('button', { name: 'Copy message' })).toBeVisible();
      await expect(reply.getByRole('button', { name: 'Play Voice Message' })).toBeVisible();
      const box = await reply.getByRole('button', { name: 'Copy message' }).boundingBox();
      expect(box?.width).toBeLessThanOrEqual(48);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/** The next intake as Vauxa states it: the batch while it takes applications, else the site's undated lead. */
function nextBatchReply(locale: 'en' | 'hi'): string {
  const { batch } = nextIntake;
  if (!batch || intakeLead(new Date(), batch) !== 'batch') {
    return locale === 'hi'
      ? 'अगले बैच के लिए आवेदन खुले हैं; उसकी तारीखें हम आपको लिखकर बताएँगे।'
      : 'Applications are open for the next batch; we will write to you with its dates.';
  }
  const [name, start, applyBy] = [
    batchName(batch, locale),
    formatDate(batch.startDate, locale),
    formatDate(batch.applyBy, locale),
  ];
  return locale === 'hi'
    ? `${name} ${start} से शुरू होगा। आवेदन की आख़िरी तारीख ${applyBy} है।`
    : `The ${name} starts on ${start}. The last date to apply is ${applyBy}.`;
}

const editions = [
  {
    path: '/vauxa-ai',
    locale: 'en',
    box: 'Message Vauxa',
    log: 'Conversation with Vauxa',
    ask: 'When does the next batch start?',
  },
  { path: '/hi/vauxa-ai', locale: 'hi', box: 'Vauxa को मैसेज', log: 'Vauxa के साथ बातचीत', ask: 'अगला बैच कब शुरू होगा?' },
] as const;

for (const size of sizes) {
  for (const edition of editions) {
    test.describe(`${edition.path} fills the screen at ${size.width}x${size.height}`, () => {
      test.use({ viewport: size, hasTouch: size.width < 400 });

      test('the conversation takes the height, the composer ends at the bottom, by keyboard; axe finds nothing', async ({
        page,
      }) => {
        await gotoHydrated(page, edition.path);
        const log = page.getByRole('log', { name: edition.log });
        const box = page.getByRole('textbox', { name: edition.box });
        const measure = async () => {
          const area = await log.boundingBox();
          const composer = await box.locator('xpath=ancestor::form').boundingBox();
          return { area: area?.height ?? 0, composerEnd: (composer?.y ?? 0) + (composer?.height ?? 0) };
        };
        const fits = async () => {
          const { area, composerEnd } = await measure();
          if (size.width < 400) {
            // A phone: the message area takes the screen's height and the composer ends at its bottom.
            expect(area).toBeGreaterThanOrEqual(400);
            expect(composerEnd).toBeGreaterThan(size.height - 48);
          } else {
            // A desktop keeps its measure: a tall log that leaves the composer and the history panel in view.
            expect(area).toBeGreaterThanOrEqual(300);
            expect(area).toBeLessThanOrEqual(640);
          }
          expect(composerEnd).toBeLessThanOrEqual(size.height);
        };
        await fits();
        // The keyboard reaches the message box and Enter sends.
        for (let i = 0; i < 30 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
          await page.keyboard.press('Tab');
        }
        await expect(box).toBeFocused();
        await page.keyboard.type(edition.ask);
        await page.keyboard.press('Enter');
        const reply = log.locator('ol > li').nth(1);
        await expect(reply).toContainText(nextBatchReply(edition.locale), { timeout: 15_000 });
        await expect(reply.getByRole('link').first()).toHaveAttribute(
          'href',
          edition.locale === 'hi' ? '/hi/admissions' : '/admissions',
        );
        await fits();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}

test('Saheli and Dost are the friendly names of the companion personas', async ({ page }) => {
  await gotoHydrated(page, '/vauxa-ai');
  const persona = page.getByLabel('Persona', { exact: true });
  await expect(persona.locator('option')).toHaveText([
    'Info Assistant',
    'Saheli (friend)',
    'Dost (friend)',
    'Counselor',
    'Fun Buddy',
  ]);
});

const faqPages = [
  { path: '/admissions', question: 'How do I apply for admission?' },
  { path: '/ai-tools', question: 'Is there a free trial of text to speech?' },
  { path: '/investor-portal', question: 'How long is the lock-in period?' },
  { path: '/payment-schedule', question: 'On which date is the premium payment made?' },
];

for (const size of sizes) {
  test.describe(`FAQ sections at ${size.width} px`, () => {
    test.use({ viewport: size });
    for (const { path, question } of faqPages) {
      test(`${path}: questions open as details, FAQPage data is present, no CSP error, axe finds nothing`, async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await gotoHydrated(page, path);
        const faq = page.getByRole('region', { name: 'Frequently asked questions' });
        const item = faq.locator('details').filter({ hasText: question });
        await item.locator('summary').click();
        await expect(item).toHaveAttribute('open', '');
        const data = JSON.parse((await faq.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
        expect(data['@type']).toBe('FAQPage');
        expect(data.mainEntity.map((q: { name: string }) => q.name)).toContain(question);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('a titled link from the chat opens its FAQ answer', async ({ page }) => {
  await page.goto('/admissions#faq-how-to-apply');
  await expect(page.locator('details').filter({ has: page.locator('#faq-how-to-apply') })).toHaveAttribute('open', '');
  await expect(page.locator('#faq-how-to-apply')).toBeInViewport();
});
