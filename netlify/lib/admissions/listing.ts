import type { AdmissionView } from '../../../src/domain/admission-listing';
import { inView } from '../../../src/domain/admission-listing';
import { parseSearchTerm } from '../../../src/domain/admission-queries';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { readSummary } from './counts';
import { type ListedRecord, MALFORMED, READ_CONCURRENCY, readable, readRecords } from './records';
import {
  dropEntry,
  entryOf,
  listEntries,
  registrationOfEntry,
  registrationsBy,
  type TimeWindow,
  timesOfDay,
} from './search-index';

/**
 * What the dashboard reads: pages of a view (newest first, within India dates when given), CSV export pages, the
 * look-up search and the summary cards. Every call costs a bounded number of Blobs operations (docs/SCALE.md).
 */

/**
 * Whether an index entry of `view` still points at its record: the record exists, is in the view, and was
 * submitted at the entry's time (an entry written for another submission time would list the record twice).
 */
const entryHolds = (record: AdmissionRecord | null, view: AdmissionView, entry: string): record is AdmissionRecord =>
  record !== null && inView(record, view) && entryOf(record) === entry;

export interface AdmissionPageResult {
  applications: AdmissionRecord[];
  nextCursor: string | null;
  /** Records left out because they do not match their schema (logged); their index entries stay. */
  skipped: number;
}

/**
 * One page of a view, newest first, after `cursor`, of the applications submitted within `window` when given. An
 * entry that no longer holds (its record's status changed) is dropped from the index and the page, so a page may
 * hold fewer than `limit` applications before the last; a malformed record is skipped and counted.
 */
export async function pageOfAdmissions(
  view: AdmissionView,
  cursor: string | undefined,
  limit: number,
  window?: TimeWindow,
): Promise<AdmissionPageResult> {
  const entries = await listEntries(view, cursor, limit + 1, window);
  const page = entries.slice(0, limit);
  const records = await readRecords(page.map(registrationOfEntry));
  const applications: AdmissionRecord[] = [];
  const stale: string[] = [];
  let skipped = 0;
  records.forEach((record, i) => {
    const entry = page[i] as string;
    if (record === MALFORMED) skipped++;
    else if (entryHolds(record, view, entry)) applications.push(record);
    else stale.push(entry);
  });
  await Promise.all(stale.map((entry) => dropEntry(view, entry)));
  return { applications, nextCursor: entries.length > limit ? (page.at(-1) ?? null) : null, skipped };
}

/**
 * A CSV export page: the registration numbers of up to `limit` applications of a view (within `window` when
 * given) after `cursor`, the next cursor, and a reader that yields their records in order (read while the
 * response streams, after its headers: a malformed record is left out and said in the log only).
 */
export async function exportPage(view: AdmissionView, cursor: string | undefined, limit: number, window?: TimeWindow) {
  const entries = await listEntries(view, cursor, limit + 1, window);
  const page = entries.slice(0, limit);
  const nextCursor = entries.length > limit ? (page.at(-1) ?? null) : null;
  async function* records(): AsyncGenerator<AdmissionRecord> {
    for (let i = 0; i < page.length; i += READ_CONCURRENCY) {
      const entries = page.slice(i, i + READ_CONCURRENCY);
      const batch: ListedRecord[] = await readRecords(entries.map(registrationOfEntry));
      for (const [j, record] of batch.entries()) {
        if (record !== MALFORMED && entryHolds(record, view, entries[j] as string)) yield record;
      }
    }
  }
  return { nextCursor, records };
}

/**
 * The applications matching a registration number, mobile number or e-mail address, newest first, and how many
 * malformed records were skipped; null for a term that is none of these.
 */
export async function searchAdmissions(
  input: string,
): Promise<{ applications: AdmissionRecord[]; skipped: number } | null> {
  const term = parseSearchTerm(input);
  if (!term) return null;
  const numbers = term.kind === 'registration' ? [term.value] : await registrationsBy(term.kind, term.value);
  const { records, skipped } = readable(await readRecords(numbers.slice(0, 100)));
  records.sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt));
  return { applications: records, skipped };
}

/** The summary cards (admission-counts.ts). */
export const admissionSummary = (now = new Date()) => readSummary(timesOfDay, now);
