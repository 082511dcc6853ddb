import { expect, type Page, test } from '@playwright/test';
import { navigationItems } from '../../src/domain/navigation';
import { aiToolsDropdown, desktopNavLabels, footerColumnHeadings, routes, viewports } from './support/routes';
import { site } from './support/site';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const aiToolsToggle = (page: Page) => header(page).getByRole('button', { name: 'AI Tools' });
const searchButton = (page: Page) => header(page).getByRole('button', { name: 'Search' });

for (const path of routes) {
  test.describe(`shell on ${path}`, () => {
    test('desktop: header with the 8 items, footer with columns, contacts and disclaimer', async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      await page.goto(path);

      const nav = header(page).getByRole('navigation');
      await expect(nav).toHaveCount(1);
      await expect(nav.locator(':is(a, button):visible')).toHaveText(desktopNavLabels);
      await expect(header(page).getByRole('link', { name: 'Accessibility' })).toBeVisible();
      await expect(searchButton(page)).toHaveCount(path === '/' ? 1 : 0);

      const foot = footer(page);
      await expect(foot).toBeVisible();
      for (const heading of footerColumnHeadings) {
        await expect(foot.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      await expect(foot.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      for (const part of [site.address.line1, 'New Delhi', site.address.postalCode]) {
        await expect(foot).toContainText(part);
      }
      await expect(foot).toContainText(/©\s*\d{4}/);
      await expect(foot).toContainText(/lock-in of 60 days/i);
      await expect(foot).toContainText(/market risk/i);
      await expect(foot).toContainText(/regulat/i);
    });

    test('360 px: the accessibility link is visible and the menu toggle lists every item', async ({ page }) => {
      await page.setViewportSize(viewports.mobile);
      await page.goto(path);

      await expect(header(page).getByRole('link', { name: 'Accessibility' })).toBeVisible();
      const toggle = header(page).getByRole('button', { name: 'Menu' });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      const menu = header(page).getByRole('navigation');
      await expect(menu).toBeVisible();
      for (const item of navigationItems) {
        if (item.dropdownItems) {
          await expect(menu.getByText(item.label, { exact: true })).toBeVisible();
          for (const sub of item.dropdownItems) {
            await expect(menu.getByRole('link', { name: sub.label, exact: true })).toHaveAttribute('href', sub.path);
          }
        } else {
          await expect(menu.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.path);
        }
      }
      for (const label of desktopNavLabels) await expect(menu.getByText(label, { exact: true })).toBeVisible();
    });
  });
}

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
