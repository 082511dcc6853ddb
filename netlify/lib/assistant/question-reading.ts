import { phoneticKey } from './analyser';
import { normaliseNumbers, wordTerms } from './retrieval';

/**
 * How a question is put together, beyond its words: its parts ("Is it free, and where are classes held?"), the age
 * of a person it is about ("my daughter is 9"), and a language it asks for by name ("in Bengali").
 */

/** Words that start a new question inside a sentence, in English, Roman Hindi and Hindi. */
const questionStart =
  '(?:what|when|where|who|which|how|is|are|do|does|can|will|kya|kab|kahan|kaha|kaun|kitna|kitni|kitne|kaise|क्या|कब|कहाँ|कहां|कौन|कितना|कितनी|कितने|कैसे)';
const joiner = new RegExp(
  `(?:\\?\\s*|,?\\s+(?:and|aur|और|also)\\s+|[,;]\\s*(?:and\\s+)?)(?=${questionStart}\\b)`,
  'iu',
);

/**
 * A condition or a time it follows ("If the 13th is a Sunday, when …", "After release, when …") belongs to the question
 * that follows it.
 */
const condition = /^\s*(if|when|in case|after|before|once|agar|jab|baad|अगर|जब)\b/iu;

const topicalWords = (text: string) => wordTerms(text).filter((w) => !w.alternatives[0]?.startsWith('#'));

/**
 * The parts of a question that asks several things; a single question stays whole. A part of one word ("Free, and
 * where are classes held?") is read with the other parts' words, which say what it is about.
 */
export function questionParts(question: string): string[] {
  if (condition.test(question)) return [question];
  const parts = question
    .split(joiner)
    .map((part) => part.replace(/[?]+\s*$/, '').trim())
    .filter((part) => topicalWords(part).length > 0);
  if (parts.length < 2) return [question];
  return parts.map((part, i) =>
    topicalWords(part).length > 1
      ? part
      : `${part} ${parts
          .filter((_, j) => j !== i)
          .flatMap((other) => topicalWords(other).map((w) => w.word))
          .join(' ')}`,
  );
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
};

const person =
  '(?:daughter|son|girl|boy|kid|child|niece|nephew|sister|brother|beti|beta|bachi|bachchi|bacchi|bacha|bachcha|ladki|ladka|bhatiji|bhatija|behen|bahan|बेटी|बेटा|बच्ची|बच्चा|लड़की|लड़का|भतीजी|भतीजा|बहन)';
const ageAfterPerson = new RegExp(`${person}\\b[^.?!\\d]{0,20}?\\b(\\d{1,2})\\b`, 'iu');
const ageWithUnit = /\b(\d{1,2})[\s-]*(?:years?|yrs?|year-old|yo|saal|sal|baras|साल|वर्ष|बरस)\b/iu;

/** The age of the person a question is about, when it names one ("my daughter is 9", "7 saal ki bachi"). */
export function personAge(question: string): number | undefined {
  const text = normaliseNumbers(question.toLowerCase()).replace(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)\b/g,
    (w) => String(numberWords[w]),
  );
  // Devanagari words have no \b boundaries in JavaScript: match them on spaced text.
  const spaced = ` ${text.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `;
  const match = ageWithUnit.exec(text) ?? ageAfterPerson.exec(text) ?? /\s(\d{1,2})\s(?:साल|वर्ष|बरस)\s/u.exec(spaced);
  const age = match?.[1] ? Number(match[1]) : undefined;
  if (age === undefined || age < 1 || age > 99) return undefined;
  const aboutPerson = new RegExp(person, 'iu').test(text) || /\b(i am|i'm|main|mai|मैं)\b/iu.test(text);
  return aboutPerson ? age : undefined;
}

/** Languages a visitor may ask for by name, in English, Roman Hindi and Hindi (the site names the ones it offers). */
const languageNames: Record<string, string[]> = {
  Bengali: ['bengali', 'bangla', 'बंगाली', 'बांग्ला'],
  Tamil: ['tamil', 'तमिल'],
  Telugu: ['telugu', 'तेलुगु'],
  Gujarati: ['gujarati', 'गुजराती'],
  Kannada: ['kannada', 'कन्नड़'],
  Malayalam: ['malayalam', 'मलयालम'],
  Odia: ['odia', 'oriya', 'ओड़िया', 'उड़िया'],
  Assamese: ['assamese', 'असमिया'],
  Nepali: ['nepali', 'नेपाली'],
  Sindhi: ['sindhi', 'सिंधी'],
  French: ['french', 'फ्रेंच'],
  Spanish: ['spanish', 'स्पेनिश'],
  German: ['german', 'जर्मन'],
  Arabic: ['arabic', 'अरबी'],
  Chinese: ['chinese', 'चीनी'],
};
const languageOfKey = new Map(
  Object.entries(languageNames).flatMap(([name, spellings]) => spellings.map((s) => [phoneticKey(s), name] as const)),
);

/**
 * A language the question asks for that the site never names: its name and the question without it, so that the
 * reply can say no and then what the site offers. A language the site names is an ordinary question.
 */
export function askedLanguage(
  question: string,
  siteTerms: ReadonlySet<string>,
): { name: string; rest: string } | undefined {
  for (const word of wordTerms(question)) {
    const key = word.alternatives[0] ?? '';
    const name = languageOfKey.get(key);
    if (name && !siteTerms.has(key)) {
      return { name, rest: `${question.replace(word.word, ' ')} language languages भाषा` };
    }
  }
  return undefined;
}

/**
 * A question about what has not happened yet ("next year", "in 2027", "agle saal", "will it go up"): the site states
 * rules and current figures, never a forecast, so Vauxa does not answer it from them.
 */
const future =
  /\b(next (year|quarter|month|financial year)|in (the )?future|(will|would) .{0,40}\b(go up|go down|rise|fall|increase|decrease|be extended|extend|change|make|earn|cost|pay)\b.{0,30}\b(next|in 20\d\d|in (january|february|march|april|may|june|july|august|september|october|november|december))|in 20(2[7-9]|[3-9]\d))\b|agle (saal|sal|mahine|quarter)|\bbadhegi\b|\bbadhega\b|अगले (साल|वर्ष|महीने)|बढ़ेगी|बढ़ेगा/iu;

export function asksAboutFuture(question: string): boolean {
  return future.test(question);
}

/**
 * What kind of answer a question asks for, told by its question words, which retrieval leaves out as stop words:
 * "who can clone" and "how do I clone", "kab tak apply" and "kaise apply" are different questions about one topic.
 */
const QUESTION_KINDS = {
  when: /\b(when|kab|by which date|till when|until when)\b|कब/iu,
  how: /\b(how|kaise|kaisa|kaisi)\b(?!\s+(much|many|long|old|soon|often))|कैसे|कैसा|कैसी|तरीका/iu,
  who: /\b(who|whom|kaun|kisne|kisko)\b(?!\s*(sa|si|se)\b)|कौन(?!\s*(सा|सी|से)(?![\p{L}\p{M}]))|किसने|किसको/iu,
  where: /\b(where|kaha+n?)\b|कहाँ|कहां/iu,
  // How long or how often (a time) is another question than how much or how many (an amount).
  time: /\bhow (long|soon|often)\b|\bkit\w*\s+(time|samay|der|din|mahine)\b|कितन[\p{L}\p{M}]*\s+(समय|देर|दिन|महीन)/iu,
  amount:
    /\bhow (much|many|old)\b|\bkitn\w*\b(?!\s+(time|samay|der|din|mahine)\b)|कितन[\p{L}\p{M}]*(?![\p{L}\p{M}])(?!\s+(समय|देर|दिन|महीन))/iu,
} as const;

export type QuestionKind = keyof typeof QUESTION_KINDS;

export function questionKinds(text: string): Set<QuestionKind> {
  return new Set((Object.keys(QUESTION_KINDS) as QuestionKind[]).filter((kind) => QUESTION_KINDS[kind].test(text)));
}
