import { commonWords } from '../i18n/namespaces/common';
import { pageWords } from '../i18n/page-locale';
import { $toasts, toast } from './toasts';

/**
 * The network-error toast for code that could not be fetched, unless it is on screen already: offline, the chat's
 * first message fails two loads at once (the reply's code and the messages' code), and one toast says it.
 */
export function toastNetworkError(): void {
  const title = pageWords(commonWords).networkError;
  if (!$toasts.get().some((shown) => shown.title === title)) toast({ title, variant: 'destructive' });
}
