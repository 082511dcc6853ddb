import { routeForSearch } from '../domain/search-routing';
import { DEFAULT_LOCALE, isLocale, localePath } from '../i18n/locale';
import { loadSearchIndex, showMatchingPages } from './site-search';

/**
 * The home page's search dialog: opened by the header's search button, lists matching pages as you type, and Enter
 * opens the page the keyword routing names (in the page's edition).
 */
export function initSearchDialog(): void {
  const openButton = document.querySelector<HTMLButtonElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const input = document.querySelector<HTMLInputElement>('[data-search-input]');
  const form = document.querySelector<HTMLFormElement>('[data-search-form]');
  const results = document.querySelector<HTMLUListElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  if (!openButton || !dialog || !input || !form || !results || !status) return;
  const founderFirstName = input.dataset.founderFirstName ?? '';
  const showResults = () => void showMatchingPages(input.value, founderFirstName, results, status);

  openButton.addEventListener('click', () => {
    dialog.showModal();
    input.focus();
    void loadSearchIndex().catch(() => undefined);
  });
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
  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    const path = routeForSearch(input.value, founderFirstName);
    if (path === null) return;
    const lang = document.documentElement.lang;
    window.location.assign(localePath(path, isLocale(lang) ? lang : DEFAULT_LOCALE));
    dialog.close();
    input.value = '';
    showResults();
  });
}
