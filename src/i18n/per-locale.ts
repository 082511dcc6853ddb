import type { Locale } from '../domain/locale';

/**
 * One value per edition. Code that writes, formats or looks up differently by language keeps its choices in such a
 * table and picks with `inLocale`, rather than with `locale === 'hi' ? … : …` switches: adding an edition is then a
 * type error at every table that lacks it, not a silent fall-through to English.
 */
export type PerLocale<T> = Readonly<Record<Locale, T>>;

export const inLocale = <T>(locale: Locale, values: PerLocale<T>): T => values[locale];

/** The language tags of the editions: HTML `lang`, mails, PDFs and date formats (India's English and Hindi). */
export const LANGUAGE_TAGS: PerLocale<'en-IN' | 'hi-IN'> = { en: 'en-IN', hi: 'hi-IN' };
