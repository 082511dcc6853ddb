import { searchWords } from '../i18n/namespaces/search';
import { pageLocale } from '../i18n/page-locale';
import { loadSearchIndex, matchingPages, showResults } from './site-search';

/**
 * The header's search dialog, once ./search-button.ts has loaded this on first use: lists the matching pages of the
 * page's edition as you type; Enter opens the first of them, or says there is none and stays; the arrow keys move
 * from the box through the results and back. Its words in the page's language come first, so every answer, even
 * "the search could not load" offline, can be said. Answers what to do each time the dialog opens: load the index
 * and list the pages for what was typed while this loaded.
 */
export async function initSearchDialog(): Promise<() => void> {
  const locale = pageLocale();
  const words = await searchWords.texts[locale].load();
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const form = dialog?.querySelector<HTMLFormElement>('[data-search-form]');
  const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');
  const list = dialog?.querySelector<HTMLUListElement>('[data-search-results]');
  const status = dialog?.querySelector<HTMLElement>('[data-search-status]');
  if (!dialog || !form || !input || !list || !status) return () => undefined;

  /** Each search is numbered: an answer that arrives after a later one started is dropped. */
  let latest = 0;
  const search = async () => {
    const query = input.value;
    const number = ++latest;
    try {
      const hits = await matchingPages(query, locale);
      if (number === latest) showResults(query, hits, locale, words, list, status);
      return hits;
    } catch {
      if (number === latest) {
        list.replaceChildren();
        list.hidden = true;
        status.textContent = words.notLoaded;
      }
      return null;
    }
  };

  input.addEventListener('input', () => void search());
  for (const suggestion of dialog.querySelectorAll<HTMLButtonElement>('[data-search-suggestion]')) {
    suggestion.addEventListener('click', () => {
      input.value = suggestion.dataset.searchSuggestion ?? '';
      input.focus();
      void search();
    });
  }
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Enter in the search box submits the form (not while an input method is composing).
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (input.value.trim() === '') return;
    const hits = await search();
    const first = hits?.[0];
    if (first) {
      window.location.assign(first.page.path);
      dialog.close();
      input.value = '';
      void search();
    } else if (hits) {
      // Said again, so a screen reader announces it again on every Enter.
      const said = status.textContent;
      status.textContent = '';
      requestAnimationFrame(() => {
        status.textContent = said;
      });
    }
  });
  moveWithArrows(input, list);
  return () => {
    void loadSearchIndex(locale).catch(() => undefined);
    if (input.value) void search();
  };
}

/** Down from the box goes to the first result, down and up move through them, up from the first goes back to the box. */
function moveWithArrows(input: HTMLInputElement, list: HTMLUListElement): void {
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' || list.hidden) return;
    event.preventDefault();
    links()[0]?.focus();
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) input.focus();
    else items[Math.min(next, items.length - 1)]?.focus();
  });
}
