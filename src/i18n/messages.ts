import { DEFAULT_LOCALE, type Locale } from './locale';
import { en, type Messages } from './messages/en';

/**
 * The catalogues by locale. English is bundled with every island; Hindi is a separate chunk fetched only by a page
 * that asks for it, so the English pages never download the Hindi texts.
 */

/** A promise that says when it has settled, the way React's `use` reads it without suspending again. */
type Tracked = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

function settled(messages: Messages): Tracked {
  return Object.assign(Promise.resolve(messages), { status: 'fulfilled' as const, value: messages });
}

const catalogues = new Map<Locale, Tracked>([[DEFAULT_LOCALE, settled(en)]]);

/** The catalogue of a locale once it is loaded; null before. */
export function loadedMessages(locale: Locale): Messages | null {
  return catalogues.get(locale)?.value ?? null;
}

/** Loads a locale's catalogue once; every caller gets the same promise (React's `use` needs a stable one). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const loading: Tracked = import('./messages/hi').then(({ hi }) => {
      Object.assign(loading, { status: 'fulfilled', value: hi });
      return hi;
    });
    catalogue = loading;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}
