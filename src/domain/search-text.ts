/**
 * Text as the site search compares it: lowercase, without the marks a searcher may or may not type. Hindi is written
 * with and without the nukta (फ़ीस, फीस) and with either chandrabindu or anusvara (सेवाएँ, सेवाएं); some keyboards add
 * zero-width joiners; Latin accents are optional. Each folded character remembers where it came from, so a match
 * found in the folded text is marked in the text as written.
 */
export interface FoldedText {
  text: string;
  /** For each UTF-16 unit of `text`, the index of the character of the source it came from; one more entry: the source's length. */
  origin: number[];
}

const OPTIONAL_MARKS = /[\u0300-\u036F\u093C\u200C\u200D]/g;
const CHANDRABINDU = /\u0901/g;

function foldCharacter(character: string): string {
  return character.normalize('NFD').replace(OPTIONAL_MARKS, '').replace(CHANDRABINDU, '\u0902').toLowerCase();
}

export function foldForSearch(source: string): FoldedText {
  let text = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of source) {
    const folded = foldCharacter(character);
    text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) origin.push(index);
    index += character.length;
  }
  origin.push(source.length);
  return { text, origin };
}

/** A letter, a mark (Devanagari vowel signs, virama, anusvara) or a digit: what words are made of. */
export const WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}]';

/** The words of a text, folded: "Student-Portal!" -> ["student", "portal"]. */
export function foldedWords(text: string): string[] {
  return foldForSearch(text)
    .text.split(new RegExp(`(?:(?!${WORD_CHARACTER}).)+`, 'su'))
    .filter((word) => word !== '');
}
