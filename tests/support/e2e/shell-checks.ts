import { expect, type Page } from '@playwright/test';
import { localizedNavigation } from '../../../src/i18n/navigation';
import { desktopNavLabels, footerColumnHeadings, viewports } from './routes';
import { site } from './site';

/**
 * The English shell every route owes, checked on the page editions.spec.ts loads once per route.
 * At 1440 px: the header with the 8 items and Investors and the search button, the footer with its columns, contacts and disclaimer.
 */
export async function expectEnglishHeaderAndFooter(page: Page): Promise<void> {
  await page.setViewportSize(viewports.desktop);
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation');
  await expect(nav.locator(':is(a, button):visible')).toHaveText(desktopNavLabels);
  await expect(header.getByRole('link', { name: 'Accessibility' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  const foot = page.getByRole('contentinfo');
  await expect(foot.getByRole('heading')).toContainText(footerColumnHeadings);
  await expect(foot.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  const text = (await foot.textContent()) ?? '';
  for (const part of [site.address.line1, 'New Delhi', site.address.postalCode]) expect(text).toContain(part);
  expect(text).toMatch(/©\s*\d{4}/);
  expect(text).toMatch(/lock-in of 60 days/i);
  expect(text).toMatch(/market risk/i);
  expect(text).toMatch(/regulat/i);
}

/** At 360 px: the accessibility link is visible and the menu toggle opens a menu listing every item (left open). */
export async function expectEnglishMobileMenu(page: Page): Promise<void> {
  await page.setViewportSize(viewports.mobile);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Accessibility' })).toBeVisible();
  const toggle = header.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const menu = header.getByRole('navigation');
  await expect(menu).toBeVisible();
  const links = await menu
    .getByRole('link')
    .evaluateAll((elements) =>
      elements.map((link) => ({ label: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
    );
  const { navigationItems } = localizedNavigation('en');
  // Every item as the 360 px menu should list it: label and target, dropdown entries expanded.
  for (const item of navigationItems) {
    const entries = item.dropdownItems
      ? item.dropdownItems.map((sub) => ({ label: sub.label, href: sub.path }))
      : [{ label: item.label, href: item.path }];
    for (const entry of entries) expect(links).toContainEqual(entry);
  }
  // The menu lists every navigation item; "Investors" is only the desktop header's group of the investor pages.
  const menuText = (await menu.textContent()) ?? '';
  for (const item of navigationItems) expect(menuText).toContain(item.label);
}
