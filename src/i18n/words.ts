import type { Locale } from '../domain/locale';
import { importAgain, type OnDemand, onDemand } from '../loading/on-demand';

/**
 * One namespace of island texts: its name in the catalogue and how to load its texts in each language. Each island
 * imports only the namespaces it shows (src/i18n/namespaces/*), and each namespace's texts are one module per
 * language (src/i18n/messages/en/*, src/i18n/messages/hi/*) that only a page in that language fetches, once
 * (src/islands/common/use-messages.ts): an English page carries no Hindi texts and a Hindi page no English ones.
 * One file per namespace, not one table of them all: the bundler places a module whole, so a single module would put
 * every namespace's loaders in the island runtime (+1.1 KB gzipped on every island page) and within reach of every
 * page, whose size budget then counts all its language's texts (/hi/vauxa-ai 79.9 -> 107.5 KB, measured).
 */
export interface Namespace<K extends string, T> {
  readonly name: K;
  readonly texts: Readonly<Record<Locale, OnDemand<T>>>;
}

export function namespace<const K extends string, T>(
  name: K,
  importEnglish: () => Promise<{ default: T }>,
  importHindi: () => Promise<{ default: NoInfer<T> }>,
): Namespace<K, T> {
  const texts = (importTexts: () => Promise<{ default: T }>) =>
    onDemand(() => importAgain(importTexts).then((module) => module.default));
  return { name, texts: { en: texts(importEnglish), hi: texts(importHindi) } };
}

/** Fetches the texts of namespaces in one language, side by side. */
export function loadWords(locale: Locale, namespaces: readonly Namespace<string, unknown>[]): Promise<unknown[]> {
  return Promise.all(namespaces.map((namespace) => namespace.texts[locale].load()));
}
