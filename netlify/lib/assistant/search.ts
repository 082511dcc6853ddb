import MiniSearch from 'minisearch';
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

/** MiniSearch over the passages: fuzzy and prefix matching, titles and keywords boosted. */
export function createRetriever(index: ChatIndex) {
  const passages = index.passages;
  const search = new MiniSearch<{ n: number; title: string; text: string; keywords: string }>({
    idField: 'n',
    fields: ['title', 'text', 'keywords'],
    tokenize,
    processTerm,
  });
  search.addAll(
    passages.map((p, n) => ({ n, title: p.title, text: `${p.text} ${p.textHi ?? ''}`, keywords: p.keywords ?? '' })),
  );

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
