/**
 * The sentences for a request that failed, which only an answer from the API (or none) brings up: they load with the
 * API client (src/api/lazy-api.ts) and with the parts that explain a failure (src/i18n/failure-message.ts).
 */
const english = {
  unreadableAnswer: 'The server sent an answer this page cannot read.',
  failedUnreached: (action: string) =>
    `${action} did not work: we could not reach our server. Check your internet connection and try again.`,
  failedServer: (action: string) => `${action} did not work: our server had a problem. Please try again in a minute.`,
  failedBecause: (action: string, message: string) => `${action} did not work: ${message}`,
};

export default english;
