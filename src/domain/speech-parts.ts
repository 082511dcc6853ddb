/**
 * Long speech in parts: a text longer than LONG_SPEECH_MIN characters is spoken PART_MAX characters or fewer at a
 * time, each part one request that stays far inside a function's time and response limits (2,000 characters take
 * the embedded engine about 1.5 s and make about 1.2 MB of MP3). Parts end at sentence ends (. ! ? । ॥ and line
 * breaks); a sentence longer than a part is cut between words, and a word longer than a part between characters.
 * Pure and shared: the server splits the registered text and speaks the part asked for; the page only counts them.
 */
export const LONG_SPEECH_MIN = 3000;
export const PART_MAX = 2000;

/** A sentence ends after its closing punctuation (and quotes or brackets) and the whitespace after it, or a line. */
const SENTENCE_END = /[.!?।॥…]+["'”’»)\]]*\s+|\n\s*/g;
const WORD_END = /\s+/g;

/** The text as consecutive pieces ending at the boundaries; leading whitespace stays with the first piece. */
function piecesOf(text: string, boundary: RegExp): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (end >= text.length) break;
    if (text.slice(start, end).trim() === '') continue;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** What a part's size is measured by: its characters without the whitespace around them. */
export const spokenLength = (part: string) => part.trim().length;

/** A word longer than `max` in cuts of `max` characters, never between the two halves of a surrogate pair. */
function cutsOf(word: string, max: number): string[] {
  const content = word.trim();
  const lead = word.slice(0, word.indexOf(content));
  const tail = word.slice(lead.length + content.length);
  const cuts: string[] = [];
  let start = 0;
  while (content.length - start > max) {
    let end = start + max;
    const code = content.charCodeAt(end);
    if (code >= 0xdc00 && code <= 0xdfff && end - 1 > start) end -= 1;
    cuts.push(content.slice(start, end));
    start = end;
  }
  cuts.push(content.slice(start));
  cuts[0] = lead + cuts[0];
  cuts[cuts.length - 1] += tail;
  return cuts;
}

/**
 * The parts of a text, in order: joined they give the text back exactly; each holds at most `max` characters
 * besides the whitespace around it and at least one that is not whitespace; parts are as few as greedy filling
 * with whole sentences (then words) allows.
 */
export function splitSpeech(text: string, max = PART_MAX): string[] {
  if (text.trim() === '') return [text];
  const parts: string[] = [];
  let current = '';
  const add = (piece: string) => {
    if (current !== '' && spokenLength(current + piece) > max) {
      parts.push(current);
      current = '';
    }
    current += piece;
  };
  for (const sentence of piecesOf(text, SENTENCE_END)) {
    if (spokenLength(sentence) <= max) add(sentence);
    else
      for (const word of piecesOf(sentence, WORD_END)) {
        if (spokenLength(word) <= max) add(word);
        else for (const cut of cutsOf(word, max)) add(cut);
      }
  }
  parts.push(current);
  return parts;
}

/** Whether a text is spoken in parts. */
export const speaksInParts = (text: string) => text.length > LONG_SPEECH_MIN;
