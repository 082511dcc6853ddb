const calendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Texts every island shares: buttons, dates and the network error. */
const english = {
  /** A calendar date (UTC midnight) written out: "June 18, 2025". */
  longDate: (date: Date | number) => calendarDate.format(new Date(date)),
  back: 'Back',
  close: 'Close',
  choose: 'Choose…',
  networkError: 'Could not reach the server. Check your connection and try again.',
};

export default english;
