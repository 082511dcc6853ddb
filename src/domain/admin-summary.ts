import { type AdmissionRecord, courseLabel, displayStatus } from './admission';
import { z } from './zod';

/** The admin dashboard's summary arithmetic and CSV rows: pure, shared by the functions and the tests. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** The summary cards, kept exact by the server's counters. */
export const admissionSummarySchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Submitted in the last 7 days (the 7 × 24 hours up to now). */
  thisWeek: z.number().int(),
});
export type AdmissionSummary = z.output<typeof admissionSummarySchema>;

/** The UTC day a time falls in (days since 1 January 1970): the unit of the per-day counters. */
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * The dashboard's This Week from per-day counts: every application of the days after the one where the window starts,
 * up to now, plus those of the window's first day submitted at or after its start. `boundaryTimes` are the
 * submission times of that first day; `countOfDay` gives a day's count.
 */
export function countThisWeek(now: Date, countOfDay: (day: number) => number, boundaryTimes: readonly number[]) {
  const start = now.getTime() - WEEK_MS;
  let total = boundaryTimes.filter((t) => t >= start && t <= now.getTime()).length;
  for (let day = dayNumber(start) + 1; day <= dayNumber(now.getTime()); day++) total += countOfDay(day);
  return total;
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

/** The CSV export's header row, CRLF-terminated. */
export const csvHeader = () => `${CSV_COLUMNS.map(([h]) => csvCell(h)).join(',')}\r\n`;

/** One application as a CSV row, CRLF-terminated. */
export const csvRow = (r: AdmissionRecord) => `${CSV_COLUMNS.map(([, get]) => csvCell(get(r))).join(',')}\r\n`;
