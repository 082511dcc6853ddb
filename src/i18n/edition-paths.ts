import { DEFAULT_LOCALE, LOCALES } from '../domain/locale';

/**
 * `getStaticPaths` of every page under src/pages/[...locale]/: the English edition at the route itself (no
 * `locale` segment) and the Hindi one under /hi/, from one page file.
 */
export function editionPaths() {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale } }));
}
