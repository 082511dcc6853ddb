import { onDemandPart } from './on-demand-part';
import searchDialogUrl from './search-dialog?chunk-url';

type SearchDialog = typeof import('./search-dialog');

/**
 * The header's search button, on every page. The dialog is in the page's HTML, so the button opens it at once (its
 * box has autofocus); the code that lists matching pages and follows Enter (./search-dialog.ts) loads on the first
 * click, and answers each opening. An Enter or a click in the dialog before it is in is done once it is.
 */
export function initSearchButton(): void {
  const openButton = document.querySelector('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  if (!openButton || !dialog) return;
  const load = onDemandPart(searchDialogUrl, dialog, (code: SearchDialog) => code.initSearchDialog());
  openButton.addEventListener('click', () => {
    dialog.showModal();
    load().then((opened) => opened?.()); // nothing when offline: the next opening tries again
  });
}
