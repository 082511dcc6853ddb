import type { Locale } from '../domain/locale';
import {
  type DropdownItem,
  desktopItems,
  footerColumns,
  type NavigationItem,
  type NavigationKey,
  navigationItems,
} from '../domain/navigation';
import english from './messages/en/navigation';
import hindi from './messages/hi/navigation';
import { localeHref } from './paths';

const labels = { en: english, hi: hindi };

/** A link of a menu as an edition shows it: its words and the address of that edition's page. */
export interface MenuLink {
  label: string;
  path: string;
}

export interface MenuItem extends MenuLink {
  dropdownItems?: MenuLink[];
}

export interface MenuColumn {
  heading: string;
  links: MenuLink[];
}

/** A menu entry's name in the edition's language (namespace `navigation` of the catalogue). */
export function navigationLabel(key: NavigationKey, locale: Locale): string {
  return labels[locale][key];
}

function localizeLink({ key, path }: DropdownItem, locale: Locale): MenuLink {
  return { label: navigationLabel(key, locale), path: localeHref(path, locale) };
}

function localizeItem(item: NavigationItem, locale: Locale): MenuItem {
  const dropdownItems = item.dropdownItems?.map((sub) => localizeLink(sub, locale));
  return { ...localizeLink(item, locale), ...(dropdownItems ? { dropdownItems } : {}) };
}

/** The header's and footer's menus of an edition: labels in its language, links to its pages. */
export function localizedNavigation(locale: Locale): {
  navigationItems: MenuItem[];
  desktopItems: MenuItem[];
  footerColumns: MenuColumn[];
} {
  return {
    navigationItems: navigationItems.map((item) => localizeItem(item, locale)),
    desktopItems: desktopItems.map((item) => localizeItem(item, locale)),
    footerColumns: footerColumns.map((column) => ({
      heading: navigationLabel(column.heading, locale),
      links: column.links.map((link) => localizeLink(link, locale)),
    })),
  };
}
