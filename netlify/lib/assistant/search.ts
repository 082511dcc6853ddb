import MiniSearch, { type AsPlainObject } from 'minisearch';
import { analyzeQuestion, type Intent, normalizeTerm, STOP_WORDS, type TermGroup, tokenize } from './text';
import type { ChatIndex, Passage } from './types';

export interface Hit {
  passage: Passage;
  score: number;
}

export interface Retrieval {
  hits: Hit[];
  groups: TermGroup[];
  intents: Set<Intent>;
}

function processTerm(term: string): string | null {
  const t = normalizeTerm(term);
  return t.length === 0 || STOP_WORDS.has(t) ? null : t;
}

interface PassageDocument {
  n: number;
  title: string;
  text: string;
  keywords: string;
}

/** MiniSearch over the passages: fuzzy and prefix matching, titles and keywords boosted. */
const passageSearchOptions = {
  idField: 'n',
  fields: ['title', 'text', 'keywords'],
  tokenize,
  processTerm,
};

/**
 * The passages' search index, built with the chat index (scripts/build-chat-index.ts): indexing them takes tens of
 * milliseconds, and a function that starts cold (every call under `npm start`) would pay it on each call.
 */
export function buildPassageIndex(passages: readonly Passage[]): AsPlainObject {
  const search = new MiniSearch<PassageDocument>(passageSearchOptions);
  search.addAll(
    passages.map((p, n) => ({ n, title: p.title, text: `${p.text} ${p.textHi ?? ''}`, keywords: p.keywords ?? '' })),
  );
  return search.toJSON();
}

export function createRetriever(index: ChatIndex) {
  const passages = index.passages;
  const search = MiniSearch.loadJS<PassageDocument>(index.search.passages, passageSearchOptions);

  return function retrieve(question: string, limit = 5): Retrieval {
    const { groups, intents } = analyzeQuestion(question);
    const terms = [...new Set(groups.flatMap((g) => g.terms))];
    if (terms.length === 0) return { hits: [], groups, intents };
    const results = search.search(terms.join(' '), {
      boost: { title: 2, keywords: 1.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    });
    const hits = results.slice(0, limit).map((r) => ({ passage: passages[r.id as number] as Passage, score: r.score }));
    return { hits, groups, intents };
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
