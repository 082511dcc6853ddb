import searchDialogUrl from './search-dialog?chunk-url';

type SearchDialog = typeof import('./search-dialog');

/**
 * The dialog's behaviour (./search-dialog.ts) once its code is in: what to do each time the dialog opens. Loaded by
 * address (scripts/lib/chunk-url.mjs) and without ./on-demand.ts, whose chunk would cost every page a request; a
 * failed load is forgotten, so the next opening tries again. This script is on every page: every byte here counts
 * against the chat page's budget (tests/unit/size-budgets.test.ts).
 */
let dialogCode: Promise<() => void> | undefined;
let codeIn = false;
const loadDialogCode = () =>
  (dialogCode ??= (import(/* @vite-ignore */ searchDialogUrl) as Promise<SearchDialog>)
    .then((code) => code.initSearchDialog())
    .then(
      (opened) => {
        codeIn = true;
        return opened;
      },
      (error: unknown) => {
        dialogCode = undefined;
        throw error;
      },
    ));

/**
 * The header's search button, on every page. The dialog is in the page's HTML, so the button opens it at once (its
 * box has autofocus); the code that lists matching pages and follows Enter loads on first use: when the pointer comes
 * over the button, or on the click. An Enter (method="dialog" would close the dialog) or a click in the dialog (a
 * suggested word, the close button) before the code is in is held and done again once it is.
 */
export function initSearchButton(): void {
  const openButton = document.querySelector('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  if (!openButton || !dialog) return;
  openButton.addEventListener('pointerenter', () => void loadDialogCode().catch(() => undefined));
  const holdUntilCodeIn = (event: Event) => {
    if (codeIn) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    loadDialogCode().then(
      () => (target instanceof HTMLFormElement ? target.requestSubmit() : target.click()),
      () => undefined,
    );
  };
  dialog.addEventListener('submit', holdUntilCodeIn);
  dialog.addEventListener('click', holdUntilCodeIn);
  openButton.addEventListener('click', () => {
    dialog.showModal();
    loadDialogCode().then(
      (opened) => opened(),
      () => undefined, // offline: the next opening tries again
    );
  });
}
