import { navigationItems } from '../domain/navigation';
import { pageAddress, routeForSearch } from '../domain/search-routing';
import type { Messages } from '../i18n/messages/en';
import { searchWords } from '../i18n/namespaces/search';
import { pageLocale, pageWords } from '../i18n/page-locale';

/** The part of Pagefind's browser API (dist/pagefind/pagefind.js, written by `npm run build`) the dialog uses. */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    wait?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const MAX_RESULTS = 5;
/** A variable, so the bundler leaves the import to the browser: the file exists only in the built site. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | null = null;

/** Loads the index the first time the dialog opens, never with the page. */
export function loadSearchIndex(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ PAGEFIND_URL)
    .then(async (pagefind: Pagefind) => {
      await pagefind.options({ excerptLength: 18 });
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = null; // the next keystroke tries again
      throw error;
    });
  return loading;
}

/** Pagefind's excerpt is text with <mark> around the matched words: keep exactly that, as nodes. */
function snippet(excerpt: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const parsed = new DOMParser().parseFromString(excerpt, 'text/html').body;
  for (const node of parsed.childNodes) {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      fragment.append(mark);
    } else {
      fragment.append(node.textContent ?? '');
    }
  }
  return fragment;
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = pageAddress(data.url);
  const title = document.createElement('span');
  title.className = 'result-title';
  title.textContent = data.meta.title ?? pageAddress(data.url);
  const text = document.createElement('span');
  text.className = 'result-snippet';
  text.append(snippet(data.excerpt));
  link.append(title, text);
  item.append(link);
  return item;
}

/**
 * Lists the pages matching `query` under the search box, each a link with a snippet, and says how many matched.
 * A later call supersedes an earlier one still waiting (debounced).
 */
export async function showMatchingPages(
  query: string,
  founderFirstName: string,
  list: HTMLUListElement,
  status: HTMLElement,
): Promise<void> {
  if (query.trim() === '') {
    list.replaceChildren();
    list.hidden = true;
    status.textContent = '';
    return;
  }
  try {
    const [pagefind, words] = await Promise.all([loadSearchIndex(), wordsOfPage()]);
    const search = await pagefind.debouncedSearch(query, {}, 150);
    if (search === null) return;
    const pages = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    list.replaceChildren(...pages.map(resultItem));
    list.hidden = pages.length === 0;
    const count = search.results.length;
    const found = count === 0 ? words.noMatch(query.trim()) : words.matches(count);
    status.textContent = `${found} ${enterHint(query, founderFirstName, words)}`;
  } catch {
    list.replaceChildren();
    list.hidden = true;
    const words = pageWords(searchWords);
    status.textContent = `${words.notLoaded} ${enterHint(query, founderFirstName, words)}`;
  }
}

/** The dialog's words in the page's edition (./search-dialog.ts fetches them with its code). */
function wordsOfPage(): Promise<Messages['search']> {
  return searchWords.texts[pageLocale()].load();
}

/** Where Enter goes for this text (the keyword routing), said before the visitor presses it. */
function enterHint(query: string, founderFirstName: string, words: Messages['search']): string {
  const path = routeForSearch(query, founderFirstName);
  const page = navigationItems.find((item) => item.path === path);
  return page ? words.enterOpens(page.key) : '';
}
