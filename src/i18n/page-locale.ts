import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';
import { loadedMessages } from './messages';
import { en, type Messages } from './messages/en';

/**
 * The language of the page the browser shows, from `<html lang>`: what the API client sends and what the stores'
 * toasts are written in. English outside a browser.
 */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const lang = document.documentElement.lang.toLowerCase().split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The page's catalogue for code outside an island (stores, toasts); English until the Hindi chunk has loaded. */
export function pageMessages(): Messages {
  return loadedMessages(pageLocale()) ?? en;
}
