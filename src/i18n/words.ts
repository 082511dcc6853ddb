import type { Locale } from '../domain/locale';
import { importAgain, type OnDemand, onDemand } from '../loading/on-demand';

/**
 * One namespace of island texts: its name in the catalogue and how to load its texts in each language. Each island
 * imports only the namespaces it shows (src/i18n/namespaces/*), and each namespace's texts are one module per
 * language (src/i18n/messages/en/*, src/i18n/messages/hi/*) that only a page in that language fetches, once
 * (src/islands/common/use-messages.ts): an English page carries no Hindi texts and a Hindi page no English ones.
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
