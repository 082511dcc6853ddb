import type { Locale } from '../domain/locale';
import { inLocale, LANGUAGE_TAGS } from './per-locale';

/**
 * When something was saved in this browser, in the visitor's own time zone unless one is given: "29 Nov, 07:28 am" /
 * "29 नवंबर, 07:28 am" (times keep Latin "am"/"pm" in Hindi, as elsewhere on the site: ./format.ts). A module of its
 * own so the saved-chat list, its one user, carries it in its own chunk.
 */
export function formatSavedTime(date: Date | number, locale: Locale, timeZone?: string): string {
  const day = new Intl.DateTimeFormat(inLocale(locale, LANGUAGE_TAGS), {
    day: 'numeric',
    month: inLocale(locale, { en: 'short', hi: 'long' } as const),
    numberingSystem: 'latn',
    timeZone,
  }).format(date);
  const time = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
  return `${day}, ${time}`;
}
