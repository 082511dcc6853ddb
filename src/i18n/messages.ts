import { DEFAULT_LOCALE, type Locale } from './locale';
import { en, type Messages } from './messages/en';

/**
 * The catalogues by locale. English is bundled with every island; Hindi is a separate chunk fetched only by a page
 * that asks for it, so the English pages never download the Hindi texts.
 */

const loaded: Partial<Record<Locale, Messages>> = { [DEFAULT_LOCALE]: en };
const loading = new Map<Locale, Promise<Messages>>();

/** The catalogue of a locale once it is loaded; null before. */
export function loadedMessages(locale: Locale): Messages | null {
  return loaded[locale] ?? null;
}

/** Loads a locale's catalogue once; every caller gets the same promise (React's `use` needs a stable one). */
export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = import('./messages/hi').then(({ hi }) => {
      loaded.hi = hi;
      return hi;
    });
    loading.set(locale, pending);
  }
  return pending;
}
