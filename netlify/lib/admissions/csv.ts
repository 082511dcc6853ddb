import { courseLabel } from '../../../src/content/courses';
import { displayStatus } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { csvLine } from '../../../src/domain/csv-cell';
import { indiaIsoDateTime } from '../../../src/domain/india-time';

/**
 * The CSV export's rows (GET /api/admissions/export), courses by their labels, times as ISO 8601 in India;
 * cells as csv-cell.ts writes them.
 */

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
  ['Submitted at (IST)', (r) => indiaIsoDateTime(r.submittedAt)],
  ['Status', (r) => displayStatus(r.status)],
  ['Duplicate of', (r) => r.duplicateOf],
];

/** The CSV export's header row, CRLF-terminated. */
export const csvHeader = () => csvLine(CSV_COLUMNS.map(([heading]) => heading));

/** One application as a CSV row, CRLF-terminated. */
export const csvRow = (r: AdmissionRecord) => csvLine(CSV_COLUMNS.map(([, get]) => get(r)));
