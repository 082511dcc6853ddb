import { LOCALES } from './locale';
import { SEARCH_SYNONYMS } from './search-synonyms';
import { type FoldedText, foldedWords, foldForSearch, WORD_CHARACTER } from './search-text';

/** One page of the search index (scripts/build-search-index.mjs): its address, title and main text. */
export interface SearchPage {
  path: string;
  title: string;
  text: string;
}

const isSearchPage = (value: unknown): value is SearchPage =>
  typeof value === 'object' &&
  value !== null &&
  ['path', 'title', 'text'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * The pages of a fetched index file, `{ pages: SearchPage[] }`; anything else is refused. Checked by hand, not with
 * zod: the dialog's code loads when it opens, and zod would be most of what it fetches.
 */
export function searchIndexPages(file: unknown): SearchPage[] {
  const pages = typeof file === 'object' && file !== null ? (file as { pages?: unknown }).pages : undefined;
  if (!Array.isArray(pages) || !pages.every(isSearchPage)) throw new Error('not a search index');
  return pages;
}

/** Where a match sits in a text as written: [start, end), from the start of the matched word to its end. */
export interface MatchRange {
  start: number;
  end: number;
}

export interface SearchHit {
  page: SearchPage;
  titleMatches: MatchRange[];
  textMatches: MatchRange[];
}

/** A page folded once, when the index loads, rather than at every keystroke. */
export interface PreparedPage {
  page: SearchPage;
  route: string;
  title: FoldedText;
  text: FoldedText;
}

/** What one part of a query asks for: any of these folded phrases (its word or its synonyms). */
interface Concept {
  phrases: string[][];
  page?: string;
}

const GROUPS: Concept[] = SEARCH_SYNONYMS.map(({ terms, page }) => ({
  phrases: terms.map(foldedWords),
  ...(page && { page }),
}));
const LONGEST_TERM = Math.max(...GROUPS.flatMap((group) => group.phrases.map((phrase) => phrase.length)));
const EDITION_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`);

/** The weights of the ranking: a match in the title outweighs many in the text; a synonym group's page comes first. */
const TITLE_MATCH = 10;
const MOST_TEXT_MATCHES = 5;
const WHOLE_TITLE = 20;
const GROUP_PAGE = 50;

export function preparePages(pages: readonly SearchPage[]): PreparedPage[] {
  return pages.map((page) => ({
    page,
    route: page.path.replace(EDITION_PREFIX, '') || '/',
    title: foldForSearch(page.title),
    text: foldForSearch(page.text),
  }));
}

const samePhrase = (a: string[], b: string[]) => a.length === b.length && a.every((word, index) => word === b[index]);

/** The query's parts: the longest run of words that is a synonym term stands for its whole group, any other word for itself. */
function conceptsOf(words: string[]): Concept[] {
  const concepts: Concept[] = [];
  let index = 0;
  while (index < words.length) {
    let found: { concept: Concept; length: number } | undefined;
    for (let length = Math.min(LONGEST_TERM, words.length - index); length > 0 && !found; length -= 1) {
      const run = words.slice(index, index + length);
      const group = GROUPS.find((candidate) => candidate.phrases.some((phrase) => samePhrase(phrase, run)));
      if (group) found = { concept: group, length };
    }
    concepts.push(found?.concept ?? { phrases: [[words[index] ?? '']] });
    index += found?.length ?? 1;
  }
  return concepts;
}

/**
 * A phrase matches where its words start words of the text, in order, with only spaces or punctuation between; the
 * last word may be the start of a longer one ("fee" finds "fees"). The match runs to the end of that word, so a mark
 * never parts a Devanagari letter from its vowel signs.
 */
function phrasePattern(phrases: string[][]): RegExp {
  const between = `(?:(?!${WORD_CHARACTER}).)+`;
  const alternatives = phrases.map((words) => words.join(between)).join('|');
  return new RegExp(`(?<!${WORD_CHARACTER})(?:${alternatives})${WORD_CHARACTER}*`, 'gsu');
}

function matchesIn(folded: FoldedText, pattern: RegExp): MatchRange[] {
  return [...folded.text.matchAll(pattern)].map((match) => ({
    start: folded.origin[match.index] ?? 0,
    end: folded.origin[match.index + match[0].length] ?? 0,
  }));
}

const byStart = (a: MatchRange, b: MatchRange) => a.start - b.start || b.end - a.end;

/**
 * The pages that match every part of the query, best first: each part found in the title, found often in the text,
 * the title being the whole query, and the page a synonym group names, add to a page's score; ties keep the index's
 * order. A blank query finds nothing.
 */
export function searchPages(pages: readonly PreparedPage[], query: string): SearchHit[] {
  const words = foldedWords(query);
  if (words.length === 0) return [];
  const concepts = conceptsOf(words);
  const patterns = concepts.map((concept) => phrasePattern(concept.phrases));
  const scored: { hit: SearchHit; score: number; order: number }[] = [];
  pages.forEach((prepared, order) => {
    let score = samePhrase(foldedWords(prepared.page.title), words) ? WHOLE_TITLE : 0;
    const titleMatches: MatchRange[] = [];
    const textMatches: MatchRange[] = [];
    for (const [index, pattern] of patterns.entries()) {
      const inTitle = matchesIn(prepared.title, pattern);
      const inText = matchesIn(prepared.text, pattern);
      if (inTitle.length === 0 && inText.length === 0) return;
      score += (inTitle.length > 0 ? TITLE_MATCH : 0) + Math.min(inText.length, MOST_TEXT_MATCHES);
      if (concepts[index]?.page === prepared.route) score += GROUP_PAGE;
      titleMatches.push(...inTitle);
      textMatches.push(...inText);
    }
    scored.push({
      hit: { page: prepared.page, titleMatches: titleMatches.sort(byStart), textMatches: textMatches.sort(byStart) },
      score,
      order,
    });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ hit }) => hit);
}
