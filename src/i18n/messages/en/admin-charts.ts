import applicationStatuses from './application-statuses';

/** The back office's charts: applications per day and by course, money paid out to investors per month. */
const english = {
  statusNames: applicationStatuses,
  admissionsHeading: 'Applications, last 8 weeks',
  // Not worded with "status": that is the name of the list's filter, which a search by label (a voice-control
  // user's "Status", a test's) must find alone.
  admissionsCaption:
    'Applications per day for the last 8 weeks (56 days, India time): under review, approved, not approved',
  admissionsSummary: (total: number, from: string, to: string, busiest: string, most: number) =>
    total === 0
      ? `Bar chart: no applications from ${from} to ${to}.`
      : `Bar chart: ${total} applications from ${from} to ${to}, each day's bar split by decision; the most on ${busiest} (${most}).`,
  coursesHeading: 'Applications by course',
  coursesCaption: 'Applications by course, all time',
  coursesSummary: (parts: string) => `Bar chart of applications by course: ${parts}.`,
  payoutsHeading: 'Money paid out to investors, last 12 months',
  payoutsCaption: 'Money paid out to investors per month for the last 12 months (payments less reversed payments)',
  payoutsSummary: (total: string, from: string, to: string, top: string, most: string) =>
    `Bar chart: ${total} paid out from ${from} to ${to}; the most in ${top} (${most}).`,
  payoutsNone: (from: string, to: string) => `Bar chart: nothing paid out from ${from} to ${to}.`,
  dayAxis: 'Day (India time)',
  monthAxis: 'Month',
  courseAxis: 'Course',
  applicationsAxis: 'Applications',
  rupeesAxis: 'Paid out (₹)',
  dateColumn: 'Date',
  monthColumn: 'Month',
  courseColumn: 'Course',
  totalColumn: 'Total',
  applicationsColumn: 'Applications',
  paidOutColumn: 'Paid out',
  legend: 'Colours',
  showTable: 'Show as table',
  hideTable: 'Hide the table',
  loading: 'Loading the chart…',
  notDrawn: 'The chart could not be drawn; its numbers are in the table.',
  couldNotLoad: (reason: string) => `The chart could not be loaded: ${reason}`,
};

export default english;
