import { courseLabel } from '../../src/content/courses';
import { displayStatus } from '../../src/domain/admission';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';

/** The CSV export's rows (GET /api/admissions/export), courses by their labels. */

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
  ['Duplicate of', (r) => r.duplicateOf],
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
