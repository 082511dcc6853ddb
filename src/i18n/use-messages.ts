import { createContext, use, useContext } from 'react';
import type { Locale } from './locale';
import { loadHindi } from './messages';
import type { Messages } from './messages/en';
import type { Namespace } from './words';

/**
 * An island's texts. The island's root calls `useIslandLocale(lang)` and provides the locale through `LocaleContext`;
 * every part reads the namespaces it shows with `useWords(namespace)`. A Hindi page's first render waits for the Hindi
 * chunk (React `use`), on the server and while hydrating, so no English flashes and the hydrated text matches the
 * server's.
 */

export const LocaleContext = createContext<Locale>('en');

/** At an island's root: its locale, once the texts of that locale are loaded. */
export function useIslandLocale(lang: Locale): Locale {
  if (lang !== 'en') use(loadHindi());
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
  // `use` may be called conditionally: on an English page nothing waits.
  return locale === 'en' ? namespace.en : use(loadHindi())[namespace.name];
}
