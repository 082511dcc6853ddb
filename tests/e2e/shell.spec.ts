import { expect, type Page, test } from '@playwright/test';
import { localizedNavigation } from '../../src/i18n/navigation';
import { aiToolsDropdown, desktopNavLabels, footerColumnHeadings, routes, viewports } from '../support/e2e/routes';
import { site } from '../support/e2e/site';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const aiToolsToggle = (page: Page) => header(page).getByRole('button', { name: 'AI Tools' });
const searchButton = (page: Page) => header(page).getByRole('button', { name: 'Search' });

const { navigationItems } = localizedNavigation('en');
/** Every item of the full menu as the 360 px menu should list it: label and target, dropdown entries expanded. */
const fullMenu = navigationItems.flatMap((item) =>
  item.dropdownItems
    ? item.dropdownItems.map((sub) => ({ label: sub.label, href: sub.path }))
    : [{ label: item.label, href: item.path }],
);

// Few round trips per page: the machine running CI may be busy, and every `expect` and page load is one. One load
// per route serves both widths: the header and footer at 1440 px, then the menu at 360 px.
for (const path of routes) {
  test.describe(`shell on ${path}`, () => {
    test('1440 px: header with the 8 items and Investors, footer with columns, contacts and disclaimer; 360 px: the accessibility link is visible and the menu toggle lists every item', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.desktop);
      await page.goto(path);

      const nav = header(page).getByRole('navigation');
      await expect(nav.locator(':is(a, button):visible')).toHaveText(desktopNavLabels);
      await expect(header(page).getByRole('link', { name: 'Accessibility' })).toBeVisible();
      await expect(searchButton(page)).toHaveCount(path === '/' ? 1 : 0);

      const foot = footer(page);
      await expect(foot.getByRole('heading')).toContainText(footerColumnHeadings);
      await expect(foot.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      const text = (await foot.textContent()) ?? '';
      for (const part of [site.address.line1, 'New Delhi', site.address.postalCode]) expect(text).toContain(part);
      expect(text).toMatch(/©\s*\d{4}/);
      expect(text).toMatch(/lock-in of 60 days/i);
      expect(text).toMatch(/market risk/i);
      expect(text).toMatch(/regulat/i);

      await page.setViewportSize(viewports.mobile);

      await expect(header(page).getByRole('link', { name: 'Accessibility' })).toBeVisible();
      const toggle = header(page).getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      const menu = header(page).getByRole('navigation');
      await expect(menu).toBeVisible();
      const links = await menu
        .getByRole('link')
        .evaluateAll((elements) =>
          elements.map((link) => ({ label: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
        );
      for (const item of fullMenu) expect(links).toContainEqual(item);
      // The menu lists every navigation item; "Investors" is only the desktop header's group of the investor pages.
      const menuText = (await menu.textContent()) ?? '';
      for (const item of navigationItems) expect(menuText).toContain(item.label);
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
