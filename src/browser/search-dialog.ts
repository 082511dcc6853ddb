import { localePath } from '../domain/locale';
import { routeForSearch } from '../domain/search-routing';
import { searchWords } from '../i18n/namespaces/search';
import { pageLocale } from '../i18n/page-locale';
import { loadSearchIndex, showMatchingPages } from './site-search';

/**
 * The home page's search dialog, once ./search-button.ts has loaded this on first use: lists matching pages as you
 * type, and Enter opens the page the keyword routing names (in the page's edition). Its words in the page's language
 * come first, so every answer, even "the search could not load" offline, can be said. Answers what to do each time
 * the dialog opens: load the search index and list the pages for what was typed while this loaded.
 */
export async function initSearchDialog(): Promise<() => void> {
  await searchWords.texts[pageLocale()].load();
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const form = dialog?.querySelector<HTMLFormElement>('[data-search-form]');
  const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');
  const results = dialog?.querySelector<HTMLUListElement>('[data-search-results]');
  const status = dialog?.querySelector<HTMLElement>('[data-search-status]');
  if (!dialog || !form || !input || !results || !status) return () => undefined;
  const founderFirstName = input.dataset.founderFirstName ?? '';
  const showResults = () => void showMatchingPages(input.value, founderFirstName, results, status);

  input.addEventListener('input', showResults);
  for (const suggestion of dialog.querySelectorAll<HTMLButtonElement>('[data-search-suggestion]')) {
    suggestion.addEventListener('click', () => {
      input.value = suggestion.dataset.searchSuggestion ?? '';
      input.focus();
      showResults();
    });
  }
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Enter in the search box submits the form (not while an input method is composing).
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const path = routeForSearch(input.value, founderFirstName);
    if (path === null) return;
    window.location.assign(localePath(path, pageLocale()));
    dialog.close();
    input.value = '';
    showResults();
  });
  return () => {
    void loadSearchIndex().catch(() => undefined);
    if (input.value) showResults();
  };
}
