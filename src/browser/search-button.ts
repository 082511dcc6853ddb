import searchDialogUrl from './search-dialog?chunk-url';

type SearchDialog = typeof import('./search-dialog');

/**
 * The dialog's behaviour (./search-dialog.ts), wired once its code is in; it answers the dialog's opening. Loaded by
 * address (scripts/lib/chunk-url.mjs) and without ./on-demand.ts, whose chunk would cost this page a request and
 * about 0.1 KB of its 2 KB; a failed load is forgotten here the same way, so the next opening tries again.
 */
let dialogCode: Promise<() => void> | undefined;
let codeIn = false;
const loadDialogCode = () => {
  dialogCode ??= (import(/* @vite-ignore */ searchDialogUrl) as Promise<SearchDialog>).then(
    async ({ initSearchDialog }) => {
      const opened = await initSearchDialog();
      codeIn = true;
      return opened;
    },
    (error: unknown) => {
      dialogCode = undefined;
      throw error;
    },
  );
  return dialogCode;
};

/**
 * The home page's search button. The dialog is in the page's HTML, so the button opens it at once; the code that
 * lists matching pages and follows Enter loads on first use: on intent (pointer over, focus, touch) or on the click.
 */
export function initSearchButton(): void {
  const openButton = document.querySelector<HTMLButtonElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const form = dialog?.querySelector<HTMLFormElement>('[data-search-form]');
  const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');
  if (!openButton || !dialog || !form || !input) return;
  const prefetch = () => void loadDialogCode().catch(() => undefined);
  for (const type of ['pointerenter', 'focus', 'touchstart'])
    openButton.addEventListener(type, prefetch, { passive: true });
  // Enter before the code is in: keep the dialog open (method="dialog" would close it) and submit again once it is.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!codeIn)
      loadDialogCode().then(
        () => form.requestSubmit(),
        () => undefined,
      );
  });
  // A click in the dialog before the code is in (a suggested word, the close button) takes effect once it is.
  dialog.addEventListener('click', ({ target }) => {
    if (!codeIn && target instanceof HTMLElement)
      loadDialogCode().then(
        () => target.click(),
        () => undefined,
      );
  });
  openButton.addEventListener('click', () => {
    dialog.showModal();
    input.focus();
    loadDialogCode().then(
      (opened) => opened(),
      () => undefined, // offline: the next opening tries again
    );
  });
}
