import type { Locale } from '../domain/locale';
import {
  type PreparedPage,
  preparePages,
  type SearchHit,
  searchIndexPages,
  searchPages,
} from '../domain/search-ranking';
import { markedParts, type SnippetPart, snippetOf } from '../domain/search-snippet';
import type { Messages } from '../i18n/messages/en';

const MAX_RESULTS = 5;

let loading: Promise<PreparedPage[]> | null = null;

/**
 * The edition's index (scripts/build-search-index.mjs writes one per language), fetched the first time the dialog
 * opens, never with the page; a failed fetch is forgotten, so the next keystroke tries again.
 */
export function loadSearchIndex(locale: Locale): Promise<PreparedPage[]> {
  loading ??= fetch(`/search-index/${locale}.json`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return preparePages(searchIndexPages(await response.json()));
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Every page matching `query`, best first. */
export async function matchingPages(query: string, locale: Locale): Promise<SearchHit[]> {
  return searchPages(await loadSearchIndex(locale), query);
}

function appendParts(element: HTMLElement, parts: SnippetPart[]): void {
  for (const part of parts) {
    if (!part.mark) {
      element.append(part.text);
      continue;
    }
    const mark = document.createElement('mark');
    mark.textContent = part.text;
    element.append(mark);
  }
}

function resultItem(hit: SearchHit, locale: Locale): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = hit.page.path;
  const title = document.createElement('span');
  title.className = 'result-title';
  appendParts(title, markedParts(hit.page.title, hit.titleMatches));
  const text = document.createElement('span');
  text.className = 'result-snippet';
  const snippet = snippetOf(hit.page.text, hit.textMatches, locale);
  if (snippet.cutBefore) text.append('… ');
  appendParts(text, snippet.parts);
  if (snippet.cutAfter) text.append(' …');
  link.append(title, text);
  item.append(link);
  return item;
}

/**
 * Lists the first of `hits` under the search box, each a link with its snippet, and says how many matched and where
 * Enter goes.
 */
export function showResults(
  query: string,
  hits: SearchHit[],
  locale: Locale,
  words: Messages['search'],
  list: HTMLUListElement,
  status: HTMLElement,
): void {
  list.replaceChildren(...hits.slice(0, MAX_RESULTS).map((hit) => resultItem(hit, locale)));
  list.hidden = hits.length === 0;
  const [first] = hits;
  if (query.trim() === '') status.textContent = '';
  else if (!first) status.textContent = words.noResults(query.trim());
  else status.textContent = `${words.matches(hits.length)} ${words.enterOpens(first.page.title)}`;
}
