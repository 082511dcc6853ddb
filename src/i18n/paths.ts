import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localePath } from '../domain/locale';

/** The edition of a value such as `Astro.currentLocale`: English unless it names another edition. */
export function localeOf(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A site path split into its edition and the route it has in English: '/hi/about' -> { 'hi', '/about' }. */
export function splitLocalePath(pathname: string): { locale: Locale; route: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (pathname === `/${locale}`) return { locale, route: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, route: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, route: pathname };
}

/**
 * A link of a page in the edition's language: '/admissions#apply' -> '/hi/admissions#apply' for Hindi. Anchors,
 * other sites, files (a dot in the path) and API paths are the same in both editions and stay as they are.
 */
export function localeHref(href: string, locale: Locale): string {
  const match = /^(\/(?!\/)[^?#]*)(.*)$/.exec(href);
  if (!match) return href;
  const [, path = '/', rest = ''] = match;
  if (path.includes('.') || path.startsWith('/api/')) return href;
  if (splitLocalePath(path).locale !== DEFAULT_LOCALE) return href;
  return `${localePath(path, locale)}${rest}`;
}
