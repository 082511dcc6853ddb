import { ADMIN_TEXT } from '../../../domain/admin-text';
import { ADMISSION_STATUSES, GENDERS, QUALIFICATIONS } from '../../../domain/admission';
import { SEARCH_HINT } from '../../../domain/admission-listing';
import { type Namespace, namespace } from '../../words';

/** A stored value as the English dashboard shows it: the value itself. */
const asStored = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value): [string, string] => [value, value])) as Record<T, string>;

const applicationsWord = (count: number) => (count === 1 ? 'application' : 'applications');

/** The staff dashboard on /admin: the password gate, the summary cards, the applications and their actions. */
const english = {
  loginHeading: 'Admin login',
  dashboardHeading: 'Admin Dashboard',
  checkingSession: 'Checking your session…',
  loadingDashboard: 'Loading the dashboard…',
  signIn: 'Sign in',
  gateIntro: 'Enter the admin password to see the admission applications.',
  password: 'Password',
  checking: 'Checking…',
  logIn: 'Log in',
  invalidPassword: ADMIN_TEXT.invalidPassword as string,
  sessionEnded: 'Your session has ended. Please log in again.',
  loggedOut: 'You have logged out.',
  signedInAs: 'Signed in as',
  logout: 'Logout',
  summary: 'Summary',
  total: 'Total',
  thisWeek: 'This Week',
  /** A status as a card and the status filter name it. */
  statusNames: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  /** A status as an application's badge and the status messages show it. */
  statuses: asStored(ADMISSION_STATUSES),
  applications: 'Applications',
  search: 'Search',
  searchPlaceholder: 'Registration number, mobile or e-mail',
  searchHint: `${SEARCH_HINT}.`,
  clearSearch: 'Clear search',
  status: 'Status',
  allStatuses: 'All statuses',
  course: 'Course',
  allCourses: 'All courses',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  refresh: 'Refresh',
  exportProgress: (done: number) => `Exported ${done} applications`,
  exportProgressOf: (done: number, total: number) => `Exported ${done} of ${total} applications`,
  exported: (rows: number) => `Exported ${rows} applications.`,
  loading: ADMIN_TEXT.loading as string,
  loadError: ADMIN_TEXT.loadError as string,
  found: (count: number, term: string) => `${count} ${applicationsWord(count)} found for “${term}”`,
  showingNewest: (count: number) => `Showing the newest ${count} ${applicationsWord(count)}`,
  showingAll: (count: number) => `Showing the newest ${count} ${applicationsWord(count)} (all that match)`,
  loadingMore: 'Loading…',
  showOlder: 'Show older applications',
  unknownError: 'unknown error',
  couldNotLoadMore: (reason: string) => `Could not load more applications: ${reason}`,
  couldNotUpdate: (registrationNumber: string, reason: string) => `Could not update ${registrationNumber}: ${reason}`,
  nowStatus: (name: string, registrationNumber: string, status: string) =>
    `${name} (${registrationNumber}) is now ${status}.`,
  couldNotDownloadSlip: (registrationNumber: string, reason: string) =>
    `Could not download the slip of ${registrationNumber}: ${reason}`,
  couldNotDownloadCertificate: (registrationNumber: string, reason: string) =>
    `Could not download the certificate of ${registrationNumber}: ${reason}`,
  couldNotExport: (reason: string) => `Could not export the applications: ${reason}`,
  columns: {
    name: 'Name',
    registrationNumber: 'Registration number',
    course: 'Course',
    contact: 'Contact',
    age: 'Age',
    gender: 'Gender',
    qualification: 'Qualification',
    disability: 'Disability',
    submittedAt: 'Submitted at',
    status: 'Status',
    actions: 'Actions',
  },
  noMatch: 'No applications match.',
  genders: asStored(GENDERS),
  qualifications: asStored(QUALIFICATIONS),
  disabilityYes: (type: string) => `Yes: ${type}`,
  disabilityNo: 'No',
  /** How the table marks an application made after the admissions deadline. */
  nextIntake: 'Next intake',
  /** How the table flags an application with the e-mail and mobile number of an earlier one (within 24 hours). */
  duplicateOf: (registrationNumber: string) => `Possible duplicate of ${registrationNumber}`,
  approve: 'Approve',
  reject: 'Reject',
  slip: 'Slip',
  certificate: 'Certificate',
  approveLabel: (registrationNumber: string) => `Approve ${registrationNumber}`,
  rejectLabel: (registrationNumber: string) => `Reject ${registrationNumber}`,
  slipLabel: (registrationNumber: string) => `Slip PDF of ${registrationNumber}`,
  certificateLabel: (registrationNumber: string) => `Certificate PDF of ${registrationNumber}`,
};

export const adminWords: Namespace<'admin', typeof english> = namespace('admin', english, () => import('../hi/admin'));
