import { expect, type Page, test } from '@playwright/test';
import { aiToolsDropdown, viewports } from '../support/e2e/routes';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const aiToolsToggle = (page: Page) => header(page).getByRole('button', { name: 'AI Tools' });

// The shell of every route (header and footer at 1440 px, the menu at 360 px) is checked by editions.spec.ts in its
// one load per route (tests/support/e2e/shell-checks.ts). Here: the menus' behaviour.

test.describe('AI Tools dropdown (1440 px)', () => {
  test.use({ viewport: viewports.desktop });

  const dropdownMenu = async (page: Page) => {
    const menuId = await aiToolsToggle(page).getAttribute('aria-controls');
    return page.locator(`[id="${menuId}"]`);
  };

  const expectMenuItems = async (page: Page) => {
    const links = (await dropdownMenu(page)).getByRole('link');
    await expect(links).toHaveText(aiToolsDropdown.map((item) => item.label));
    for (const [index, item] of aiToolsDropdown.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', item.path);
    }
  };

  test('opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const toggle = aiToolsToggle(page);
    const menu = await dropdownMenu(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectMenuItems(page);
    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  for (const key of ['Enter', 'ArrowDown']) {
    test(`opens from the keyboard with ${key} and closes on Escape with focus back on the toggle`, async ({ page }) => {
      await page.goto('/');
      const toggle = aiToolsToggle(page);
      const menu = await dropdownMenu(page);
      await toggle.focus();
      await page.keyboard.press(key);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectMenuItems(page);
      // ArrowDown moves focus into the menu; after Enter, Tab does.
      if (key === 'Enter') await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Text to Speech' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(menu).toBeHidden();
    });
  }

  test('a dropdown link navigates', async ({ page }) => {
    await page.goto('/');
    await aiToolsToggle(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect((await dropdownMenu(page)).getByRole('link', { name: 'Vauxa 1.5 AI Assistant' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vauxa-ai$/);
  });
});

test.describe('mobile menu (360 px)', () => {
  test.use({ viewport: viewports.mobile });

  test('Escape closes it and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(header(page).getByRole('navigation')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header(page).getByRole('navigation')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('the footer’s disclaimer has a space after its bold label, in both editions', async ({ page }) => {
  for (const [path, label] of [
    ['/', 'Investment disclaimer:'],
    ['/hi', 'निवेश से जुड़ी ज़रूरी बात:'],
  ] as const) {
    await page.goto(path);
    const disclaimer = footer(page).locator('p', { has: page.locator('strong', { hasText: label }) });
    await expect(disclaimer).toHaveText(new RegExp(`^${label} \\S`));
  }
});
