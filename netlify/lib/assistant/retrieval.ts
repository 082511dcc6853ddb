import { FACT_PLACEHOLDER } from '../../../src/content/schemas';
import { site } from '../../../src/content/site';
import { inLocale } from '../../../src/i18n/per-locale';
import { normaliseDevanagari, phoneticKey, words } from './analyser';
import type { ChatIndex, FaqAnswer, MostAskedAnswer, Passage, ReplyLanguage, Unit } from './types';
import { conceptsOf, numberOfWord, STOP_KEYS } from './vocabulary';

/**
 * Which sentence of the site answers a question, and how sure that is. Every sentence of every page, policy and
 * data list (both editions) and every FAQ wording is a unit with the terms of its words; a question's words are
 * matched against a unit and the surrounding title, and the confidence is the share of the question's weight (rare
 * words weigh more) that the unit covers. See docs/ASSISTANT.md.
 */

const DEVANAGARI_DIGITS = /[०-९]/g;

/** Digits in one script, thousands separators dropped and ordinals bare ("१३", "13th", "1,699" -> "13", "1699"). */
export function normaliseNumbers(text: string): string {
  return text
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(/(\d),(?=\d{2,3}\b)/g, '$1')
    .replace(/(\d+)(?:st|nd|rd|th)\b/gi, '$1')
    .replace(/%/g, ' percent ');
}

/** One word of a question: the terms any of which, found in a unit, counts as the word found. */
export interface WordTerms {
  word: string;
  alternatives: string[];
}

/** A word's terms: its phonetic key, its concept ("~fee"), its first five letters for inflections; numbers as "#n". */
function termsOfWord(word: string): string[] {
  if (/^\d+$/.test(word)) return [`#${Number(word)}`];
  const named = numberOfWord(word);
  if (named !== undefined) return [`#${named}`];
  const key = phoneticKey(word);
  if (!key || STOP_KEYS.has(key)) return [];
  return [key, ...conceptsOf(key), ...(key.length >= 6 ? [`=${key.slice(0, 5)}`] : [])];
}

/** "How much time" in Hindi and Roman Hindi: the question word, then a word for time (Devanagari normalised). */
const HOW_MUCH_TIME =
  /(?<![\p{L}\p{M}])(कितन[ाीे]|kit(?:a)?n(?:a|e|i|ee))\s+(?:समय|वक्त|देर|time|samay|samai|waqt|vakt|der)(?![\p{L}\p{M}])/giu;

/** "लॉग इन" and "साइन इन", as Hindi writes "log in" and "sign in" (Devanagari normalised). */
const DEVANAGARI_LOGIN = /(?<![\p{L}\p{M}])(?:लॉग|लाग|साइन)[ -]?इन(?![\p{L}\p{M}])/gu;

/** "Find out" in Hindi and Roman Hindi: "पता" (address) before a form of चलना, करना or लगना (Devanagari normalised). */
const FIND_OUT = /(?<![\p{L}\p{M}])(?:पता|pata|pta)\s+(?:चल|कर|लग|chal|kar|lag)[\p{L}\p{M}]*/giu;

/**
 * Phrases read as one word before matching: two-word verbs ("log in", "signed in" and "login" find the same
 * sentences), and the adverb of "how long", "how soon", "how quickly", "how fast" and "how often", which asks for a
 * time or a frequency (the number the answer states) rather than naming a topic. Hindi asks the same with "कितना
 * समय", "कितनी देर", "kitne time": the noun only asks for a time, and the sentence that answers says "48 घंटे".
 * English verbs of two words that the site says in one: "pull out", "take out" or "take back" money or consent is to
 * withdraw it, to "put in" money is to invest it, and who "looks after" something oversees it. "पता" is an address,
 * but "पता चलेगा", "pata karu" (find out) only asks how to know: it is read as "know", a stop word.
 */
function foldPhrases(text: string): string {
  return normaliseDevanagari(text)
    .replace(/\b(log|sign)(g?ed|g?ing)?[ -]?(in|on)(to)?\b/gi, 'login')
    .replace(DEVANAGARI_LOGIN, 'login')
    .replace(/\bhow (long|soon|quickly|fast|often)\b/gi, 'how')
    .replace(/\b(pull|take|cash)(s|ing|ed|en)? (it |them |my money |money )?(out|back)\b/gi, 'withdraw')
    .replace(/\b(put|puts|putting) (in|into)\b/gi, 'invest')
    .replace(/\b(look|looks|looking) after\b/gi, 'oversee')
    .replace(HOW_MUCH_TIME, '$1')
    .replace(FIND_OUT, 'know');
}

/** The words of a text with their terms, stop words left out. */
export function wordTerms(text: string): WordTerms[] {
  const out: WordTerms[] = [];
  const seen = new Set<string>();
  for (const word of words(normaliseNumbers(foldPhrases(text)))) {
    const alternatives = termsOfWord(word);
    const first = alternatives[0];
    if (!first || seen.has(first)) continue;
    seen.add(first);
    out.push({ word, alternatives });
  }
  return out;
}

/** Every term of a text, as stored for a unit. */
export function textTerms(text: string): string[] {
  return [...new Set(wordTerms(text).flatMap((w) => w.alternatives))];
}

/** Sentences of a passage: one per line, list item or table row, and at sentence ends. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?।])\s+(?=[\p{Lu}\p{N}₹"“(\p{Script=Devanagari}])/u))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The units of the chat index, built with it (scripts/build-chat-index.ts). */
export function buildUnits(passages: readonly Passage[], faq: readonly FaqAnswer[]): Unit[] {
  const units: Unit[] = [];
  passages.forEach((passage, p) => {
    const context = textTerms(`${passage.title} ${passage.keywords ?? ''}`).join(' ');
    splitSentences(passage.text).forEach((sentence, s) => {
      units.push({ p, s, terms: textTerms(sentence).join(' '), context });
    });
  });
  faq.forEach((entry, f) => {
    const context = textTerms(`${entry.answer.en} ${entry.answer.hi} ${entry.linkTitle.en} ${entry.linkTitle.hi}`);
    [...entry.phrasings.en, ...entry.phrasings.hi].forEach((wording, w) => {
      units.push({ f, s: w, terms: textTerms(wording).join(' '), context: context.join(' ') });
    });
  });
  return units;
}

/**
 * The units of the most-asked questions: each wording, with its answer, link title and topic as context (the next
 * intake's placeholders, filled when answering, are no words).
 */
export function buildMostAskedUnits(entries: readonly MostAskedAnswer[]): Unit[] {
  return entries.flatMap((entry, m) => {
    const about = [
      entry.answer?.en,
      entry.answer?.hi,
      entry.linkTitle.en,
      entry.linkTitle.hi,
      entry.topic.en,
      entry.topic.hi,
    ];
    const context = textTerms(about.join(' ').replace(FACT_PLACEHOLDER, ' ')).join(' ');
    return [...entry.phrasings.en, ...entry.phrasings.hi].map((wording, s) => ({
      m,
      s,
      terms: textTerms(wording).join(' '),
      context,
    }));
  });
}

/** How much a term found only in a unit's title, heading or answer counts, against one found in its own words. */
const CONTEXT_WEIGHT = 0.75;

export interface Candidate {
  unit: Unit;
  /** Share of the question's weight that the unit covers (0 to 1): what the abstention threshold is set on. */
  confidence: number;
  /** Confidence with the tie-breakers (the kind of answer asked for, a number the question names). */
  rank: number;
  /** The question's words the unit does not contain. */
  missing: string[];
}

/**
 * Of units that cover a question alike, the one whose title or heading names the question's words is about them, not
 * a passing mention ("IVR Solutions: …" before a founder's "from IVR systems to e-governance"): its rank gains this
 * much times the share of the question's weight its title names. 0.02 to 0.04 did best on the tuning questions.
 */
const TITLE_BONUS = 0.03;

/** Questions that ask for a quantity or a date: a unit with a number answers them better. */
const asksForNumber =
  /\b(how (long|many|much|soon|fast|quickly|often|old)|when|what time|which (day|date|year)|by which|percent|percentage|share|portion|minimum|maximum|least)\b|kitn|kab\b|kitne|kis (din|tarikh|tareekh|date|saal)|कितन|कब|किस (दिन|तारीख|साल)|प्रतिशत/iu;

/** Questions that ask for an amount (how long, how many, how much, कितना): only a unit with a number can answer. */
const asksForAmount = /\b(how (long|many|much|old)|percent|percentage)\b|kitn|कितन|प्रतिशत/iu;

/**
 * What a unit without any number is worth to a question that asks for an amount: however well it covers the words,
 * it states something else (what the thing is, not how long or how much), so it counts as less sure (0.95, the factor
 * that did best on the tuning questions: 0.9 and below lost right Hindi answers).
 */
const NO_AMOUNT_FACTOR = 0.95;

/** Questions that ask where: a unit about an address answers them better. */
const asksWhere = /\bwhere\b|\bkaha+n?\b|कहाँ|कहां/iu;

/** Questions that ask who ("who", "kisne", "कौन"; not "कौन सा", which asks which): a unit naming a person answers. */
const asksWho = /\b(who|whom|kisne)\b|\bkaun\b(?!\s*(sa|si|se)\b)|किसने|कौन(?!\s*(सा|सी|से)(?![\p{L}\p{M}]))/iu;

/** The keys of each person's name the site introduces: the founder, and each leader (passage "Name, position"). */
function peopleOf(index: ChatIndex): string[][] {
  const leaders = index.passages.filter((p) => /^(hi\/)?leaders\//.test(p.id)).map((p) => p.title.split(', ')[0] ?? '');
  return [...new Set([`${site.founder.firstName} ${site.founder.lastName}`, ...leaders])]
    .map((name) => wordTerms(name).map((w) => w.alternatives[0] ?? ''))
    .filter((keys) => keys.length > 0 && keys.every(Boolean));
}

/** Units with their term sets and the postings from each term to the units that have it, own words or context. */
function unitStore(units: readonly Unit[]) {
  const termSets = units.map((u) => new Set(u.terms.split(' ')));
  const contextSets = new Map<string, Set<string>>();
  const contextOf = (u: Unit) => {
    let set = contextSets.get(u.context);
    if (!set) {
      set = new Set(u.context.split(' '));
      contextSets.set(u.context, set);
    }
    return set;
  };
  const postings = new Map<string, number[]>();
  units.forEach((u, n) => {
    for (const term of new Set([...(termSets[n] ?? []), ...contextOf(u)])) {
      const list = postings.get(term);
      if (list) list.push(n);
      else postings.set(term, [n]);
    }
  });
  return { units, termSets, contextOf, postings };
}

type UnitStore = ReturnType<typeof unitStore>;

export function createRetrieval(index: ChatIndex) {
  const siteUnits = unitStore(index.units);
  const mostAsked = unitStore(index.mostAskedUnits);
  const people = peopleOf(index);
  const total = index.units.length;
  // A word weighs by its rarity on the site, for the most-asked wordings too: a word the site never uses
  // ("hostel", "timings") weighs the most, so the wording that has it is the one that answers.
  const idf = (term: string) => Math.log(1 + total / (1 + (siteUnits.postings.get(term)?.length ?? 0)));
  const unknownWeight = idf('');

  /** A word's weight: how rare its rarest known term is; a word the site never uses weighs the most. */
  function weightOf(word: WordTerms): number {
    const known = word.alternatives.filter((t) => siteUnits.postings.has(t) && !t.startsWith('#'));
    return known.length > 0 ? Math.min(unknownWeight, Math.max(...known.map(idf))) : unknownWeight;
  }

  /** The units of a store that answer a question best, most confident first. */
  function searchIn(store: UnitStore, question: string, limit: number): Candidate[] {
    const { units, termSets, contextOf, postings } = store;
    const asked = wordTerms(question);
    const topical = asked.filter((w) => !w.alternatives[0]?.startsWith('#'));
    const numbers = asked.filter((w) => w.alternatives[0]?.startsWith('#')).map((w) => w.alternatives[0] as string);
    if (topical.length === 0) return [];
    const weights = topical.map(weightOf);
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const wantsNumber = asksForNumber.test(question);
    const wantsAmount = asksForAmount.test(question);
    const wantsPlace = asksWhere.test(question);
    const wantsPerson = asksWho.test(question);
    const askedTerms = new Set(topical.flatMap((w) => w.alternatives));
    const seen = new Set<number>();
    for (const word of topical) for (const t of word.alternatives) for (const n of postings.get(t) ?? []) seen.add(n);
    const candidates: Candidate[] = [];
    for (const n of seen) {
      const unit = units[n] as Unit;
      const own = termSets[n] as Set<string>;
      const context = contextOf(unit);
      let covered = 0;
      let titled = 0;
      const missing: string[] = [];
      topical.forEach((word, i) => {
        const weight = weights[i] ?? 0;
        if (word.alternatives.some((t) => context.has(t))) titled += weight;
        if (word.alternatives.some((t) => own.has(t))) covered += weight;
        else if (word.alternatives.some((t) => context.has(t))) covered += CONTEXT_WEIGHT * weight;
        else missing.push(word.word);
      });
      // A wording (FAQ or most-asked) rarely has the number: its answer (the unit's context) does.
      const hasNumber = [...(unit.p === undefined ? context : own)].some((t) => t.startsWith('#'));
      const confidence = (covered / totalWeight) * (wantsAmount && !hasNumber ? NO_AMOUNT_FACTOR : 1);
      const namesNumber = numbers.some((t) => own.has(t));
      // Of two units that cover the question alike, the one with fewer other words is more to the point.
      const precision = own.size === 0 ? 0 : [...own].filter((t) => askedTerms.has(t)).length / own.size;
      const rank =
        confidence +
        0.1 * precision +
        (wantsNumber && hasNumber ? 0.08 : 0) +
        (namesNumber ? 0.05 : 0) +
        (wantsPlace && (own.has('~address') || context.has('~address')) ? 0.08 : 0) +
        (wantsPerson && people.some((keys) => keys.every((k) => own.has(k))) ? 0.08 : 0) +
        (unit.f !== undefined ? 0.02 : 0) +
        TITLE_BONUS * (titled / totalWeight);
      candidates.push({ unit, confidence, rank, missing });
    }
    return candidates.sort((a, b) => b.rank - a.rank).slice(0, limit);
  }

  /** The share of a text's weight (its words, by rarity) whose terms are among `terms`. */
  function coverage(text: string, terms: ReadonlySet<string>): number {
    const topical = wordTerms(text).filter((w) => !w.alternatives[0]?.startsWith('#'));
    const weights = topical.map(weightOf);
    const total = weights.reduce((a, b) => a + b, 0);
    if (total === 0) return 0;
    const found = topical.reduce(
      (sum, w, i) => sum + (w.alternatives.some((t) => terms.has(t)) ? (weights[i] ?? 0) : 0),
      0,
    );
    return found / total;
  }

  /** The sentences and FAQ wordings of the site that answer a question best, most confident first. */
  const search = (question: string, limit = 5) => searchIn(siteUnits, question, limit);
  /** The most-asked questions' wordings that match a question best (index.mostAsked[unit.m]). */
  const searchMostAsked = (question: string, limit = 5) => searchIn(mostAsked, question, limit);

  /** The passage a unit belongs to, or the FAQ entry. */
  const passageOf = (unit: Unit): Passage | undefined => (unit.p === undefined ? undefined : index.passages[unit.p]);
  const faqOf = (unit: Unit): FaqAnswer | undefined => (unit.f === undefined ? undefined : index.faq[unit.f]);

  const byId = new Map(index.passages.map((p) => [p.id, p]));
  /** The same passage in the other edition (ids differ by the "hi/" prefix). */
  function counterpart(passage: Passage, lang: ReplyLanguage): Passage | undefined {
    if ((passage.lang ?? 'en') === lang) return passage;
    const englishId = passage.id.replace(/^hi\//, '');
    return byId.get(inLocale(lang, { en: englishId, hi: `hi/${englishId}` }));
  }

  /**
   * The sentence of a passage in the reply language that states what the unit's sentence states: the same
   * sentence when the languages agree, else the counterpart's sentence sharing most numbers and question words.
   */
  function sentenceIn(
    unit: Unit,
    lang: ReplyLanguage,
    question: string,
  ): { passage: Passage; text: string } | undefined {
    const passage = passageOf(unit);
    if (!passage) return undefined;
    const own = splitSentences(passage.text)[unit.s] ?? passage.text;
    const other = counterpart(passage, lang);
    if (!other) return { passage, text: own };
    if (other === passage) return { passage, text: own };
    const wanted = new Set([...textTerms(own).filter((t) => t.startsWith('#')), ...textTerms(question)]);
    const ownNumbers = textTerms(own).filter((t) => t.startsWith('#'));
    const scored = splitSentences(other.text).map((text, i) => {
      const terms = textTerms(text);
      const numbersShared = ownNumbers.filter((t) => terms.includes(t)).length;
      const shared = terms.filter((t) => wanted.has(t)).length;
      return { text, score: numbersShared * 3 + shared - Math.abs(i - unit.s) * 0.01 };
    });
    const best = scored.sort((a, b) => b.score - a.score)[0];
    return { passage: other, text: best?.text ?? own };
  }

  return { search, searchMostAsked, coverage, passageOf, faqOf, sentenceIn, counterpart };
}

export type Retrieval = ReturnType<typeof createRetrieval>;
