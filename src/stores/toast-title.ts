import type { Messages } from '../i18n/messages/en';
import type { Toast } from './toasts';

/**
 * The title as shown. Destructive toasts prefix their title with "Error: " (in the page's language). A title that
 * already reads "Error" (the payment-schedule empty-code toast, the chat failure toast) is not prefixed again, so
 * the user reads "Error" once rather than "Error: Error".
 */
export function displayTitle(t: Pick<Toast, 'title' | 'variant'>, words: Messages['toasts']): string {
  if (t.variant !== 'destructive') return t.title;
  if (t.title === words.error || t.title.startsWith(words.errorPrefix)) return t.title;
  return `${words.errorPrefix}${t.title}`;
}
