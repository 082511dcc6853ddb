/**
 * Characters a free text kept on the server must not hold: control characters other than tab and line breaks (NUL,
 * escape, bell), lone surrogates (half an emoji, which no file or spreadsheet can hold), and the bidirectional
 * embeddings, overrides and isolates that show a text in another order than it is stored. Zero-width joiners stay:
 * Devanagari conjuncts and emoji use them.
 */
const UNSAFE = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

export function isStorableText(text: string): boolean {
  return !UNSAFE.test(text);
}
