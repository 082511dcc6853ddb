/**
 * What a member types to find card holders in the back office: part of a mobile number (digits, with the spaces,
 * dashes, brackets or +91 people type) or part of a name, in any script. Both sides read it with this rule: the
 * server to refuse it (400 `cardSearchNotUnderstood`), the panel to say so before asking.
 */
export const CARD_SEARCH_MAX_LENGTH = 60;

export type CardSearch = { kind: 'number'; digits: string } | { kind: 'name'; text: string };

// Letters and their marks (Hindi's vowel signs are marks), digits, and what names and typed numbers hold: nothing
// else, so a search never carries markup or pattern characters anywhere.
const ALLOWED = /^[\p{L}\p{M}0-9 .'+\-()]+$/u;
const LETTER = /\p{L}/u;

/** The lower-case form a name is compared in (Hindi has no case; NFC so composed and decomposed letters match). */
export const comparableName = (name: string) => name.normalize('NFC').toLocaleLowerCase('en-IN');

/** The search, or null when it is empty, longer than CARD_SEARCH_MAX_LENGTH or holds other characters. */
export function parseCardSearch(input: string): CardSearch | null {
  const text = input.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > CARD_SEARCH_MAX_LENGTH || !ALLOWED.test(text)) return null;
  if (LETTER.test(text)) return { kind: 'name', text: comparableName(text) };
  const digits = text.replace(/^(\+|00)91/, '').replace(/\D/g, '');
  return digits === '' ? null : { kind: 'number', digits };
}
