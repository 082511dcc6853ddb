import { createContext, useContext } from 'react';
import type { Locale } from '../../domain/locale';
import type { Messages } from '../../i18n/messages/en';
import type { Namespace } from '../../i18n/words';
import { prefetch } from '../../loading/on-demand';
import { readPart } from './read-part';

/**
 * An island's texts. The island's root calls `useIslandLocale(lang, ...namespaces)` and provides the locale through
 * `LocaleContext`; every part reads the namespaces it shows with `useWords(namespace)`. A Hindi page's first render
 * waits for the Hindi texts of the namespaces it shows (React `use`), on the server and while hydrating, so no English
 * flashes and the hydrated text matches the server's. A part that loads on first use waits for its own namespaces
 * the same way, once it is fetched.
 */

export const LocaleContext = createContext<Locale>('en');

/**
 * A namespace's Hindi texts: at once when loaded, else waiting for them with React `use` (which, unlike a hook, may be
 * called in loops).
 */
function waitForHindi<T>(namespace: Namespace<string, T>): T {
  return readPart(namespace.hindi);
}

/**
 * At an island's root: its locale, once the texts of that locale are loaded. `namespaces` are those its first render
 * and its stores' toasts show: they are all fetched at once, so its parts do not wait one after another.
 */
export function useIslandLocale(lang: Locale, ...namespaces: Namespace<string, unknown>[]): Locale {
  if (lang !== 'en') {
    for (const namespace of namespaces) prefetch(namespace.hindi);
    for (const namespace of namespaces) waitForHindi(namespace);
  }
  return lang;
}

/** The island's locale, for links to the same edition's pages. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A namespace's texts in the island's locale (or in `lang`, at the root that provides it). */
export function useWords<K extends keyof Messages>(namespace: Namespace<K, Messages[K]>, lang?: Locale): Messages[K] {
  const context = useContext(LocaleContext);
  const locale = lang ?? context;
  // On an English page nothing waits.
  return locale === 'en' ? namespace.en : waitForHindi(namespace);
}
