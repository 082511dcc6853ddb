/**
 * One namespace of island texts: its name in the catalogue and its English texts. Each island imports only the
 * namespaces it shows (src/i18n/messages/en/*), so a page loads the English texts of its own islands and no others;
 * the Hindi texts of every namespace are one chunk that only Hindi pages fetch (src/i18n/messages.ts).
 */
export interface Namespace<K extends string, T> {
  readonly name: K;
  readonly en: T;
}

export function namespace<const K extends string, T>(name: K, en: T): Namespace<K, T> {
  return { name, en };
}
