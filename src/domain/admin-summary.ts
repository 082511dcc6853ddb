import { type AdmissionRecord, type AdmissionStatus, courseLabel, displayStatus, fullName } from './admission';

/** The admin dashboard's arithmetic, search and CSV export: pure, shared by the island and the tests. */

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface AdmissionSummary {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  /** The dashboard's This Week: submitted in the last 7 days (the 7 × 24 hours up to now). */
  thisWeek: number;
}

type Summarised = Pick<AdmissionRecord, 'status' | 'submittedAt'>;

export function summarise(records: readonly Summarised[], now: Date = new Date()): AdmissionSummary {
  const weekStart = now.getTime() - WEEK_MS;
  const summary: AdmissionSummary = { total: 0, pending: 0, approved: 0, rejected: 0, thisWeek: 0 };
  for (const r of records) {
    summary.total += 1;
    summary[displayStatus(r.status)] += 1;
    const submitted = Date.parse(r.submittedAt);
    if (submitted >= weekStart && submitted <= now.getTime()) summary.thisWeek += 1;
  }
  return summary;
}

export type StatusFilter = 'all' | AdmissionStatus;

/** Records matching the status filter and every word of the query (name, number, e-mail, mobile, course). */
export function filterApplications<T extends AdmissionRecord>(
  records: readonly T[],
  query: string,
  status: StatusFilter,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return records.filter((r) => {
    if (status !== 'all' && displayStatus(r.status) !== status) return false;
    const haystack = [fullName(r), r.registrationNumber, r.email, r.mobileNumber, courseLabel(r.course)]
      .join(' ')
      .toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** Newest first. */
export function sortBySubmitted<T extends Summarised>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt));
}

const CSV_COLUMNS: [string, (r: AdmissionRecord) => string | number | undefined][] = [
  ['Registration number', (r) => r.registrationNumber],
  ['First name', (r) => r.firstName],
  ['Last name', (r) => r.lastName],
  ['E-mail', (r) => r.email],
  ['Mobile number', (r) => r.mobileNumber],
  ['Age', (r) => r.age],
  ['Gender', (r) => r.gender],
  ['Qualification', (r) => r.qualification],
  ['Disability', (r) => r.disabilityStatus],
  ['Disability type', (r) => r.disabilityType],
  ['Course', (r) => courseLabel(r.course)],
  ['Parent or guardian', (r) => r.guardianName],
  ['Submitted at', (r) => r.submittedAt],
  ['Status', (r) => displayStatus(r.status)],
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text cell that a
 * spreadsheet would run as a formula (starting with = + - @ or a tab) gets a leading apostrophe.
 */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV export of the given records, CRLF line ends, with a header row. */
export function toCsv(records: readonly AdmissionRecord[]): string {
  const lines = [CSV_COLUMNS.map(([h]) => csvCell(h)).join(',')];
  for (const r of records) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
