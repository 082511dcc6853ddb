import type { Messages } from './messages/en';

/**
 * The sentence a page shows when a request fails: what happened and what to do. Never the browser's raw text
 * ("Failed to fetch") or a bare status ("502: Bad Gateway"); a sentence from our own API is kept as it is.
 * `failure` is what was thrown, or the message of a failed API call.
 */
export function failureMessage(action: string, failure: unknown, words: Messages['failures']): string {
  if (failure instanceof TypeError) return words.failedUnreached(action);
  const message = failure instanceof Error ? failure.message.trim() : typeof failure === 'string' ? failure.trim() : '';
  if (message === '' || /^\d{3}\b/.test(message)) return words.failedServer(action);
  return words.failedBecause(action, message);
}
