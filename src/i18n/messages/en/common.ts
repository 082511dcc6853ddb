const calendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Texts every island shares: buttons, dates and failure sentences. */
const english = {
  /** A calendar date (UTC midnight) written out: "June 18, 2025". */
  longDate: (date: Date | number) => calendarDate.format(new Date(date)),
  back: 'Back',
  close: 'Close',
  choose: 'Choose…',
  networkError: 'Could not reach the server. Check your connection and try again.',
  unreadableAnswer: 'The server sent an answer this page cannot read.',
  failedUnreached: (action: string) =>
    `${action} did not work: we could not reach our server. Check your internet connection and try again.`,
  failedServer: (action: string) => `${action} did not work: our server had a problem. Please try again in a minute.`,
  failedBecause: (action: string, message: string) => `${action} did not work: ${message}`,
};

export default english;
