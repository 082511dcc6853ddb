/**
 * The sentence a page shows when a request fails: what happened and what to do. Never the browser's raw text
 * ("Failed to fetch") or a bare status ("502: Bad Gateway"); a sentence from our own API is kept as it is.
 * `failure` is what was thrown, or the message of a failed API call.
 */
export function failureMessage(action: string, failure: unknown): string {
  if (failure instanceof TypeError) {
    return `${action} did not work: we could not reach our server. Check your internet connection and try again.`;
  }
  const message = failure instanceof Error ? failure.message.trim() : typeof failure === 'string' ? failure.trim() : '';
  if (message === '' || /^\d{3}\b/.test(message)) {
    return `${action} did not work: our server had a problem. Please try again in a minute.`;
  }
  return `${action} did not work: ${message}`;
}
