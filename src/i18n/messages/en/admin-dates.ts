/** The applications' "Submitted" filter on /admin: Today, This week and chosen dates, in India time. */
const english = {
  submitted: 'Submitted',
  anyTime: 'Any time',
  today: 'Today',
  thisWeekFilter: 'This week (last 7 days)',
  chooseDates: 'Choose dates',
  datesShown: (from: string, to: string) => (from === to ? `${from}, India time` : `${from} to ${to}, India time`),
  datesLegend: 'Dates submitted, India time',
  fromDate: 'From',
  toDate: 'To',
  datesOutOfOrder: 'The “From” date is after the “To” date. Choose a “From” date on or before the “To” date.',
};

export default english;
