import { importAgain, type OnDemand, onDemand } from '../loading/on-demand';

/**
 * One namespace of island texts: its name in the catalogue, its English texts and how to load its Hindi texts. Each
 * island imports only the namespaces it shows (src/i18n/messages/en/*), so a page loads the English texts of its own
 * islands and no others; each namespace's Hindi texts are a chunk of their own (src/i18n/messages/hi/*) that only a
 * Hindi page showing that namespace fetches, once (src/islands/common/use-messages.ts).
 */
export interface Namespace<K extends string, T> {
  readonly name: K;
  readonly en: T;
  readonly hindi: OnDemand<T>;
}

export function namespace<const K extends string, T>(
  name: K,
  en: T,
  importHindi: () => Promise<{ default: NoInfer<T> }>,
): Namespace<K, T> {
  return { name, en, hindi: onDemand(() => importAgain(importHindi).then((module) => module.default)) };
}
