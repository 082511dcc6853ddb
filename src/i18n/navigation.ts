import type { Locale } from '../domain/locale';
import {
  type DropdownItem,
  desktopItems,
  type FooterColumn,
  footerColumns,
  type NavigationItem,
  navigationItems,
} from '../domain/navigation';
import { localeHref } from './paths';

/** The Hindi name of every menu label, footer heading and footer link (src/domain/navigation.ts). */
export const hindiNavigationLabels: Record<string, string> = {
  Home: 'होम',
  About: 'हमारे बारे में',
  Services: 'सेवाएँ',
  'AI Tools': 'AI टूल्स',
  'Text to Speech': 'टेक्स्ट से आवाज़',
  'Vauxa 1.5 AI Assistant': 'Vauxa 1.5 AI सहायक',
  'Voice Cloning': 'वॉइस क्लोनिंग',
  Games: 'आवाज़ के खेल',
  Admissions: 'दाख़िला',
  Founder: 'संस्थापक',
  Leadership: 'हमारी टीम',
  'Voice Acting Institute': 'वॉइस एक्टिंग संस्थान',
  Investors: 'निवेशक',
  'Investor Portal': 'निवेशक पोर्टल',
  'Investment Policy': 'निवेश नीति',
  'Payment Schedule': 'भुगतान की तारीखें',
  Company: 'कंपनी',
  'All Services': 'सभी सेवाएँ',
  'Legal and Policies': 'नियम और नीतियाँ',
  'Terms & Conditions': 'नियम और शर्तें',
  'Privacy Policy': 'निजता नीति',
  'Company Policy': 'कंपनी नीति',
  Accessibility: 'सुगमता',
};

/** A menu label in the edition's language; English labels are the menu's own. */
export function navigationLabel(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  const translated = hindiNavigationLabels[label];
  if (!translated) throw new Error(`src/i18n/navigation.ts has no Hindi name for the menu label "${label}"`);
  return translated;
}

function localizeLink<T extends DropdownItem>(item: T, locale: Locale): T {
  return { ...item, label: navigationLabel(item.label, locale), path: localeHref(item.path, locale) };
}

function localizeItem(item: NavigationItem, locale: Locale): NavigationItem {
  const dropdownItems = item.dropdownItems?.map((sub) => localizeLink(sub, locale));
  return { ...localizeLink(item, locale), ...(dropdownItems ? { dropdownItems } : {}) };
}

/** The header's and footer's menus of an edition: labels in its language, links to its pages. */
export function localizedNavigation(locale: Locale): {
  navigationItems: NavigationItem[];
  desktopItems: NavigationItem[];
  footerColumns: FooterColumn[];
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
