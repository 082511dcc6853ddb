import { createContext, useContext } from 'react';
import type { Locale } from '../../domain/locale';
import type { Messages } from '../../i18n/messages/en';
import { commonWords } from '../../i18n/namespaces/common';
import { toastsWords } from '../../i18n/namespaces/toasts';
import type { Namespace } from '../../i18n/words';
import { prefetch } from '../../loading/on-demand';
import { readPart } from './read-part';

/**
 * An island's texts. The island's root calls `useIslandLocale(lang, ...namespaces)` and provides the locale through
 * `LocaleContext`; every part reads the namespaces it shows with `useWords(namespace)`. The first render waits for the
 * texts of the namespaces it shows in the page's language (React `use`), on the server and while hydrating, so the
 * hydrated text matches the server's and the page fetches no other language's texts. A part that loads on first use
 * waits for its own namespaces the same way, once it is fetched.
 */

export const LocaleContext = createContext<Locale>('en');

/**
 * A namespace's texts in one language: at once when loaded, else waiting for them with React `use` (which, unlike a
 * hook, may be called in loops).
 */
function waitForWords<T>(namespace: Namespace<string, T>, locale: Locale): T {
  return readPart(namespace.texts[locale]);
}

/**
 * At an island's root: its locale, once the texts of that locale are loaded. `namespaces` are those its first render
 * and its stores' toasts show: they are all fetched at once, so its parts do not wait one after another.
 */
export function useIslandLocale(lang: Locale, ...namespaces: Namespace<string, unknown>[]): Locale {
  // The texts every island's stores may show (a network error, a toast's close button) come with the island itself.
  const all = [commonWords, toastsWords, ...namespaces];
  for (const namespace of all) prefetch(namespace.texts[lang]);
  for (const namespace of all) waitForWords(namespace, lang);
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
  return waitForWords(namespace, locale);
}
