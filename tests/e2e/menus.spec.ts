import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { journeyViewports } from '../support/e2e/journey-viewports';
import { gotoHydrated } from './hydration';

const header = (page: Page) => page.getByRole('banner');
const toggle = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });
const menuOf = async (page: Page, name: string) => {
  const id = await toggle(page, name).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
};

test.describe('AI Tools dropdown with a mouse (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('hover opens it and the click that follows keeps it open, until a click outside', async ({ page }) => {
    await page.goto('/');
    const button = toggle(page, 'AI Tools');
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(await menuOf(page, 'AI Tools')).toBeVisible();
    // Pinned by the click: moving away keeps it open; a click elsewhere closes it.
    await page.mouse.move(700, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(700, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(await menuOf(page, 'AI Tools')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Text to Speech and Voice Cloning open /ai-tools on their tab', async ({ page }) => {
    await page.goto('/');
    await toggle(page, 'AI Tools').hover();
    await (await menuOf(page, 'AI Tools')).getByRole('link', { name: 'Voice Cloning' }).click();
    await page.waitForURL('**/ai-tools#clone');
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    await expect(page.getByText('Voice cloning is for voice card holders.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'read how to get a card' })).toHaveAttribute('href', '#about-the-card');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('tab', { name: /Voice Cloning/ })).toHaveAttribute('aria-selected', 'true');
    // The dropdown's other link on the same page changes only the hash: the tab follows.
    await toggle(page, 'AI Tools').hover();
    await (await menuOf(page, 'AI Tools')).getByRole('link', { name: 'Text to Speech' }).click();
    await expect(page.getByRole('tab', { name: 'Text to Speech' })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Investor Portal is reachable from the desktop header', async ({ page }) => {
    await page.goto('/');
    await toggle(page, 'Investors').hover();
    const menu = await menuOf(page, 'Investors');
    await expect(menu.getByRole('link')).toHaveText(['Investor Portal', 'Investment Policy', 'Payment Schedule']);
    await menu.getByRole('link', { name: 'Investor Portal' }).click();
    await expect(page).toHaveURL(/\/investor-portal$/);
  });
});

test.describe('AI Tools dropdown with a finger (touch tablet, 1024 x 1366)', () => {
  test.use(journeyViewports.tablet);

  test('a tap opens it and it stays open; a second tap closes it; a tap outside closes it', async ({ page }) => {
    await page.goto('/');
    const button = toggle(page, 'AI Tools');
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await menuOf(page, 'AI Tools');
    await expect(menu).toBeVisible();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.tap();
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(500, 900);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.tap();
    await menu.getByRole('link', { name: 'Text to Speech' }).tap();
    await page.waitForURL('**/ai-tools#tts');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the full desktop menu fits from 1024 px, with nothing cut off or wrapped', async ({ page }) => {
    await page.goto('/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const fits = await page.evaluate(() => {
      const bar = document.querySelector('.site-header .bar');
      const items = [...document.querySelectorAll('.desktop-nav > ul > li')];
      const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
      return {
        overflow: (bar?.scrollWidth ?? 0) - (bar?.clientWidth ?? 0),
        rows: tops.size,
        right: Math.max(...items.map((item) => item.getBoundingClientRect().right)),
        width: document.documentElement.clientWidth,
      };
    });
    expect(fits.overflow).toBeLessThanOrEqual(0);
    expect(fits.rows).toBe(1);
    expect(fits.right).toBeLessThanOrEqual(fits.width);
    await expect(header(page).getByRole('link', { name: 'Accessibility' })).toBeVisible();
  });
});

test.describe('AI Tools dropdown with the keyboard (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('Enter opens and closes it; Escape closes it with the focus back on the toggle', async ({ page }) => {
    await page.goto('/');
    const button = toggle(page, 'AI Tools');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('the card explained (360 px)', () => {
  test.use(journeyViewports.phone);

  test('the AI tools landing says what the card is and how to get one', async ({ page }) => {
    await gotoHydrated(page, '/ai-tools');
    await page.getByRole('link', { name: 'What the card is and how to get one' }).click();
    const section = page.locator('#about-the-card');
    await expect(section.getByRole('heading', { name: 'How to get a card' })).toBeVisible();
    await expect(section).toContainText('The voice card is our prepaid card for the AI voice tools.');
    expect(await axeViolations(page)).toEqual([]);
  });
});
