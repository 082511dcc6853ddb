import MiniSearch from 'minisearch';
import { phoneticKey, words } from './analyser';
import type { FaqAnswer, FaqIndex } from './types';
import { conceptOf, STOP_KEYS } from './vocabulary';

/** The terms of a text: each word's phonetic key, plus its concept ("~fee") when it has one; no stop words. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    for (const term of termsOfWord(word)) out.push(term);
  }
  return out;
}

/** A word's key and concept; none for a stop word or a bare number. */
function termsOfWord(word: string): string[] {
  const key = phoneticKey(word);
  if (!key || STOP_KEYS.has(key) || /^\d+$/.test(key)) return [];
  const concept = conceptOf(key);
  return concept ? [concept, key] : [key];
}

export interface FaqHit {
  faq: FaqAnswer;
  score: number;
  /** Share of the question's terms that the entry's wording contains (0 to 1). */
  coverage: number;
}

interface FaqDocument {
  id: string;
  n: number;
  q: string;
  a: string;
}

/**
 * MiniSearch over every wording of every FAQ entry (English, Hindi, Roman Hindi) and, weaker, its answer; an
 * entry scores as its best-matching wording.
 */
const faqSearchOptions = {
  fields: ['q', 'a'],
  storeFields: ['n'],
  tokenize: (text: string) => words(text),
  processTerm: (term: string) => {
    const found = termsOfWord(term);
    return found.length > 0 ? found : null;
  },
};

/**
 * The FAQ's search index and the terms its entries use, built with the chat index (scripts/build-chat-index.ts):
 * the phonetic keys of every wording take a few hundred milliseconds, which a cold start would pay on each call.
 */
export function buildFaqIndex(faq: readonly FaqAnswer[]): FaqIndex {
  const docs: FaqDocument[] = faq.flatMap((entry, n) => [
    ...[...entry.phrasings.en, ...entry.phrasings.hi].map((text, i) => ({ id: `${n}:${i}`, n, q: text, a: '' })),
    { id: `${n}:a`, n, q: '', a: `${entry.answer.en} ${entry.answer.hi} ${entry.linkTitle.en} ${entry.linkTitle.hi}` },
  ]);
  const search = new MiniSearch<FaqDocument>(faqSearchOptions);
  search.addAll(docs);
  return { index: search.toJSON(), vocabulary: [...new Set(docs.flatMap((doc) => terms(`${doc.q} ${doc.a}`)))] };
}

export function createFaqSearch(faq: FaqAnswer[], built: FaqIndex) {
  const search = MiniSearch.loadJS<FaqDocument>(built.index, faqSearchOptions);
  const vocabulary = new Set(built.vocabulary);

  return function find(question: string, limit = 3): FaqHit[] {
    const asked = [...new Set(terms(question))];
    // Coverage counts the question's words that the FAQ knows at all: a word no entry uses tells nothing.
    const known = asked.filter((term) => !term.startsWith('~') && vocabulary.has(term));
    const knownConcepts = asked.filter((term) => term.startsWith('~'));
    if (known.length + knownConcepts.length === 0) return [];
    const entries = new Map<number, { scores: number[]; matched: Set<string> }>();
    for (const result of search.search(question, {
      boost: { q: 1, a: 0.2 },
      prefix: (term) => term.length >= 4 && !term.startsWith('~'),
      fuzzy: (term) => (term.length >= 5 && !term.startsWith('~') ? 0.2 : false),
      combineWith: 'OR',
    })) {
      const n = result.n as number;
      const entry = entries.get(n) ?? { scores: [], matched: new Set<string>() };
      entry.scores.push(result.score);
      for (const term of result.queryTerms) entry.matched.add(term);
      entries.set(n, entry);
    }
    const wordsAsked = asked.filter((term) => !term.startsWith('~') && (vocabulary.has(term) || conceptOf(term)));
    return [...entries.entries()]
      .map(([n, { scores, matched }]) => {
        const [best = 0, ...others] = scores.sort((a, b) => b - a);
        const coverage =
          wordsAsked.length === 0
            ? 1
            : wordsAsked.filter((term) => matched.has(term) || matched.has(conceptOf(term) ?? '')).length /
              wordsAsked.length;
        // An entry scores as its best wording, helped a little by its other wordings that match too.
        const score = best + 0.3 * others.slice(0, 3).reduce((sum, s) => sum + s, 0);
        return { faq: faq[n] as FaqAnswer, score, coverage, rank: score * (0.25 + coverage) };
      })
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit)
      .map(({ faq: entry, score, coverage }) => ({ faq: entry, score, coverage }));
  };
}

export type FaqSearch = ReturnType<typeof createFaqSearch>;
