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
 * A namespace's texts in the page's language, for code outside an island (stores, toasts); English until its Hindi
 * texts are loaded (an island's root loads those of its stores' toasts: src/islands/common/use-messages.ts).
 */
export function pageWords<K extends keyof Messages>(namespace: Namespace<K, Messages[K]>): Messages[K] {
  return (pageLocale() !== 'en' && namespace.hindi.loaded()) || namespace.en;
}
