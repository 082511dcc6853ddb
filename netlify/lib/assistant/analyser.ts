/**
 * The multilingual analyser of the local assistant: Devanagari Hindi, Roman-script Hindi and English words become
 * one phonetic key, so "फीस", "fees" and "fis" meet, and "उम्र" meets "umar". Steps: normalise Devanagari spellings
 * (nukta, chandrabindu, half nasals), transliterate it to Latin letters, fold the spelling differences of Roman Hindi
 * (aa/a, ee/i, eh/ah, w/v, z/j, aspirates), drop the short "a" that Hindi writers add or leave out, then stem lightly.
 */

/** Nukta dropped, chandrabindu as anusvara, a half nasal before a consonant as anusvara, no joiners. */
export function normaliseDevanagari(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u092e])/g, '\u0902')
    .replace(/[\u200c\u200d]/g, '')
    .normalize('NFC');
}

const consonants: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
};
const vowels: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const signs: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
  'ं': 'n',
  'ः': 'h',
};
const VIRAMA = '्';

/** Devanagari to Latin letters, as a Hindi speaker would type them ("कितना" -> "kitanaa", final "a" silent). */
export function transliterate(text: string): string {
  const chars = [...normaliseDevanagari(text)];
  let out = '';
  chars.forEach((char, i) => {
    const consonant = consonants[char];
    if (consonant === undefined) {
      out += vowels[char] ?? signs[char] ?? (char === VIRAMA ? '' : char);
      return;
    }
    out += consonant;
    const next = chars[i + 1];
    const ownVowel =
      next !== undefined && (next === VIRAMA || (signs[next] !== undefined && next !== 'ं' && next !== 'ः'));
    const wordEnds = next === undefined || !/[\u0900-\u097f]/.test(next) || next === 'ं';
    // The inherent "a" is written unless a sign replaces it; at the end of a word Hindi does not say it.
    if (!ownVowel && !(wordEnds && next !== 'ं')) out += 'a';
  });
  return out;
}

const spellingFolds: [RegExp, string][] = [
  // Roman Hindi writes the "a" before an "h" as "e" (rehta, kehte, pehle for रहता, कहते, पहले).
  [/eh(?![aeiou])/g, 'ah'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  // One "ch" however it is doubled or aspirated: bachi, bacchi, bachchi, बच्ची; acha, achha, अच्छा.
  [/c?ch(?:c?h)*/g, 'ch'],
  [/c(?!h)/g, 'k'],
  [/([kgjtdbps])h/g, '$1'],
  [/ee|ii|ea/g, 'i'],
  [/oo|uu/g, 'u'],
  [/aa/g, 'a'],
  [/ou|au/g, 'o'],
  [/ai|ei|ey|ay/g, 'e'],
  [/(.)\1+/g, '$1'],
];

/** Words whose "-ing" is not a verb ending. */
const nounsInIng = new Set([
  'marketing',
  'during',
  'morning',
  'evening',
  'nothing',
  'something',
  'anything',
  'everything',
  'string',
  'spring',
]);

/** English plural and verb endings (only on words long enough to keep their root). */
function stemEnglish(word: string): string {
  if (nounsInIng.has(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Hindi plural and oblique endings on the key ("ladkiyon", "लड़कियों" -> "ldki"). */
function stemHindi(key: string): string {
  for (const [ending, replacement] of [
    ['iyon', 'i'],
    ['iyn', 'i'],
    ['yon', ''],
    ['on', ''],
  ] as const) {
    if (key.endsWith(ending) && key.length - ending.length >= 3) return key.slice(0, -ending.length) + replacement;
  }
  return key;
}

/** The phonetic key of one word in any of the three scripts; '' for a word with no letters. */
export function phoneticKey(word: string): string {
  const lower = word.toLowerCase();
  let key = /[\u0900-\u097f]/.test(lower) ? transliterate(lower) : stemEnglish(lower);
  key = key.replace(/[^a-z0-9]/g, '');
  for (const [pattern, replacement] of spellingFolds) key = key.replace(pattern, replacement);
  // The short "a" is the vowel Roman Hindi spells most freely (kitna/kitana, umar/umr): keep only a leading one.
  key = key.length > 2 ? key[0] + key.slice(1).replace(/a/g, '') : key;
  return stemHindi(key.replace(/e$/, '').replace(/h$/, '')) || key;
}

/** Words split on anything that is not a letter, a mark or a digit (so "lock-in" gives "lock", "in"). */
export function words(text: string): string[] {
  return text
    .replace(/₹/g, ' ')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}
