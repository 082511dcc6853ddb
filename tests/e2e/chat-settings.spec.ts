import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { gotoHydrated, hydrateAll } from './hydration';

/** /settings: model and dark mode under one settings key, shared with /vauxa-ai. */

const SETTINGS_KEY = 'vauxa-settings';
const darkSwitch = (page: Page) => page.getByRole('switch', { name: 'Dark mode' });
const surface = (page: Page) => page.locator('[data-theme]');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY);

test('Back to Chat, the three models with Vauxa 1.5 chosen, and dark mode on by default', async ({ page }) => {
  await gotoHydrated(page, '/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat Settings');
  await expect(page.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/vauxa-ai');
  const models = page.getByRole('group', { name: 'Model' }).getByRole('radio');
  await expect(models).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'Vauxa 1.5' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Vauxa 1.2' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Vauxa 1.1' })).not.toBeChecked();
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(surface(page)).toHaveAttribute('data-theme', 'dark');
  expect(await stored(page)).toBeNull();
});

test('choices are saved at once under the one settings key and survive a reload', async ({ page }) => {
  await gotoHydrated(page, '/settings');
  await page.getByRole('radio', { name: 'Vauxa 1.1' }).check();
  expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({ model: 'gpt-3.5-turbo', darkMode: true });
  await darkSwitch(page).focus();
  await page.keyboard.press('Space');
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(surface(page)).toHaveAttribute('data-theme', 'light');
  expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({ model: 'gpt-3.5-turbo', darkMode: false });
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([SETTINGS_KEY]);

  await page.reload();
  await hydrateAll(page);
  await expect(page.getByRole('radio', { name: 'Vauxa 1.1' })).toBeChecked();
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('radio', { name: 'Vauxa 1.2' }).check();
  expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({ model: 'gpt-4', darkMode: false });
});

test('the chat follows the settings: light surface and the chosen model in each request', async ({ page }) => {
  await gotoHydrated(page, '/settings');
  await page.getByRole('radio', { name: 'Vauxa 1.2' }).check();
  await darkSwitch(page).click();
  await page.getByRole('link', { name: 'Back to Chat' }).click();
  await page.waitForURL('**/vauxa-ai');
  await hydrateAll(page);
  await expect(surface(page)).toHaveAttribute('data-theme', 'light');
  const background = await surface(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(251, 248, 255)');
  const request = page.waitForRequest('**/api/ai/enhanced-chat');
  await page.getByRole('textbox', { name: 'Message Vauxa' }).fill('नमस्ते');
  await page.getByRole('textbox', { name: 'Message Vauxa' }).press('Enter');
  expect((await request).postDataJSON()).toMatchObject({ model: 'gpt-4' });
});

test('dark mode is reflected in an open chat tab as soon as it changes in the settings tab', async ({ context }) => {
  const chat = await context.newPage();
  await gotoHydrated(chat, '/vauxa-ai');
  await expect(surface(chat)).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await surface(chat).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(darkBackground).toBe('rgb(21, 17, 31)');
  const settings = await context.newPage();
  await gotoHydrated(settings, '/settings');
  await darkSwitch(settings).click();
  await expect(surface(chat)).toHaveAttribute('data-theme', 'light');
  await darkSwitch(settings).click();
  await expect(surface(chat)).toHaveAttribute('data-theme', 'dark');
});

test('unreadable stored settings fall back to the defaults', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '{"model":"gpt-9","darkMode":"yes"');
      sessionStorage.setItem('seeded', '1');
    }
  }, SETTINGS_KEY);
  await gotoHydrated(page, '/settings');
  await expect(page.getByRole('radio', { name: 'Vauxa 1.5' })).toBeChecked();
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await page.evaluate((key) => localStorage.setItem(key, '{"model":"gpt-4","darkMode":"yes"}'), SETTINGS_KEY);
  await page.reload();
  await hydrateAll(page);
  await expect(page.getByRole('radio', { name: 'Vauxa 1.2' })).toBeChecked();
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'true');
});

test.describe('axe', () => {
  for (const darkMode of [true, false]) {
    test(`no violations with dark mode ${darkMode ? 'on' : 'off'}`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        SETTINGS_KEY,
        JSON.stringify({ model: 'gpt-4o', darkMode }),
      ] as const);
      await gotoHydrated(page, '/settings');
      await expect(surface(page)).toHaveAttribute('data-theme', darkMode ? 'dark' : 'light');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
