import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locale';
import type { Messages } from './messages/en';
import type { Namespace } from './words';

/**
 * The language of the page the browser shows, from `<html lang>`: what the API client sends and what the stores'
 * toasts are written in. English outside a browser.
 */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const lang = document.documentElement.lang.toLowerCase().split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * A namespace's texts in the page's language, for code outside an island (stores, toasts). They are loaded by then:
 * an island's root loads those its stores show, and a part that loads on first use those it shows
 * (src/islands/common/use-messages.ts, ./part-words.ts); a namespace nobody loaded is a mistake in that list, named
 * by the error.
 */
export function pageWords<K extends keyof Messages>(namespace: Namespace<K, Messages[K]>): Messages[K] {
  const locale = pageLocale();
  const words = namespace.texts[locale].loaded();
  if (words === undefined) throw new Error(`The ${locale} texts of "${namespace.name}" are not loaded`);
  return words;
}
