import { ADMISSION_STATUSES, COURSE_IDS, type CourseId, displayStatus } from './admission';
import type { AdmissionRecord } from './admission-schemas';

/**
 * The admin's paged view of the applications: what GET /api/admissions/all and GET /api/admissions/export accept
 * and answer. Shared by the functions and the dashboard; the query schemas and the search term's reading are in
 * ./admission-queries.ts.
 *
 * GET /api/admissions/all?status=&course=&from=&to=&cursor=&limit=  one page of applications, newest first,
 *   `nextCursor` (null on the last page) and, on a view's first page (no cursor), the summary cards (null
 *   otherwise). `from` and `to` are India dates of submission. Without parameters it answers the first 50 of every status and
 *   course: that is what "the list of applications" means at scale (a caller wanting all of them follows the cursor
 *   or uses the CSV export).
 * GET /api/admissions/all?search=  the applications with that registration number, mobile number or e-mail (summary
 *   null).
 * GET /api/admissions/export?status=&course=&from=&to=&cursor=  up to EXPORT_PAGE_SIZE applications as CSV
 *   (streamed), the next page's cursor in the X-Next-Cursor header (absent on the last page) and, without dates, the
 *   filter's size in X-Total-Count.
 */

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const EXPORT_PAGE_SIZE = 2000;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const STATUS_FILTERS = ['all', ...ADMISSION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const COURSE_FILTERS = ['all', ...COURSE_IDS] as const;
export type CourseFilter = 'all' | CourseId;

/**
 * Which applications a page lists: one status (or all) and one course (or all). India dates of submission narrow a
 * view further (./submitted-dates.ts); the index keeps views, not dates.
 */
export interface AdmissionView {
  status: StatusFilter;
  course: CourseFilter;
}

/**
 * A position in the newest-first order: the inverted day, then the inverted submission time in milliseconds and
 * the registration number (so that ascending key order is newest first). Opaque to the dashboard.
 */
export const CURSOR_PATTERN = /^\d{6}\/\d{13}-AVI-\d{4}-[A-Z0-9]{6}$/;

/** Whether a record belongs to a view (the index is a hint; the record decides). */
export function inView(record: Pick<AdmissionRecord, 'status' | 'course'>, view: AdmissionView): boolean {
  const status = displayStatus(record.status);
  return (view.status === 'all' || view.status === status) && (view.course === 'all' || view.course === record.course);
}
