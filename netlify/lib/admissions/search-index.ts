import { dayNumber } from '../../../src/domain/admin-summary';
import type { AdmissionStatus } from '../../../src/domain/admission';
import type { AdmissionView } from '../../../src/domain/admission-listing';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { emailKey } from '../../../src/domain/email-key';
import { LOST_WRITE_ATTEMPTS, writeIf } from '../storage/conditional-write';
import { hashedKey } from '../storage/key-hash';
import { store } from '../storage/stores';

/**
 * Small index blobs (empty values; the key says it all) that make the dashboard's pages and searches cost a bounded
 * number of Blobs operations however many applications exist. The application blob stays the truth: a page reads
 * the records it lists and drops an entry that no longer matches (a status change in flight).
 *
 * - `view/<status|all>/<course|all>/<entry>`: every application under four views (all, its status, its course,
 *   both); a status change moves the two status views. An entry is `<inverted day>/<inverted time>-<number>`, so
 *   the keys of one day list newest first and the days (listed as directories) too.
 * - `by-mobile/<shard>/<mobile>/<number>` and `by-email/<shard>/<hash of the e-mail>/<number>`: exact look-ups
 *   (several applications may share one over the months; the 24-hour duplicate rule is admissions.ts's). The
 *   shard, two levels of 256 from the value's hash, keeps every folder small: the local Blobs sandbox lists a prefix
 *   by reading every folder on its way, so one folder of 50,000 numbers cost seconds per search (Netlify's own
 *   listing does not care).
 * All are written with onlyIfNew: writing an index twice changes nothing. `INDEX_FORMAT` names this layout: a store
 * whose index lacks it is re-indexed (`npm run reindex:admissions`, or by itself when `npm start` seeds).
 */

export const indexStore = () => store('admission-index');

const MAX_DAY = 999_999;
const MAX_MS = 9_999_999_999_999;
/** Characters before the registration number in an entry: 6 (day), "/", 13 (time), "-". */
const ENTRY_HEAD = 21;

/** Keeps a day of a window that reaches far into the past or future within the six digits of a day's name. */
const clampDay = (day: number) => Math.min(MAX_DAY, Math.max(0, day));
const invertedDay = (day: number) => String(MAX_DAY - day).padStart(6, '0');

/** The entry (also the paging cursor) of an application submitted at `submittedAt`. */
export function entryOf(record: Pick<AdmissionRecord, 'submittedAt' | 'registrationNumber'>): string {
  const ms = Date.parse(record.submittedAt);
  return `${invertedDay(dayNumber(ms))}/${String(MAX_MS - ms).padStart(13, '0')}-${record.registrationNumber}`;
}

export const registrationOfEntry = (entry: string) => entry.slice(ENTRY_HEAD);
/** The submission time (UTC ms) an entry carries. */
export const timeOfEntry = (entry: string) => MAX_MS - Number(entry.slice(7, 20));

const viewPrefix = (view: AdmissionView) => `view/${view.status}/${view.course}/`;
const shard = (hash: string) => `${hash.slice(0, 2)}/${hash.slice(2, 4)}`;
const mobilePrefix = (mobile: string) => `by-mobile/${shard(hashedKey(mobile))}/${mobile}/`;
function emailPrefix(email: string): string {
  const hash = hashedKey(emailKey(email));
  return `by-email/${shard(hash)}/${hash}/`;
}

/** The marker of the index layout above; an index without it was written by an earlier layout. */
export const INDEX_FORMAT = 'format/2';
export const markIndexFormat = () => indexStore().set(INDEX_FORMAT, '');
export const hasCurrentIndexFormat = async () => (await indexStore().getMetadata(INDEX_FORMAT)) !== null;

const statusViews = (status: AdmissionStatus, course: string): AdmissionView[] => [
  { status, course: 'all' },
  { status, course: course as AdmissionView['course'] },
];

/** Writes an entry unless it exists; an entry that is neither written nor there fails the caller. */
async function createKey(key: string): Promise<void> {
  for (let attempt = 0; attempt < LOST_WRITE_ATTEMPTS; attempt++) {
    if (await writeIf(indexStore(), key, '', { onlyIfNew: true })) return;
    if ((await indexStore().getMetadata(key)) !== null) return;
  }
  throw new Error(`Index entry ${key} could not be written`);
}

/** Writes every index entry of a new application. */
export async function indexAdmission(record: AdmissionRecord, status: AdmissionStatus): Promise<void> {
  const entry = entryOf(record);
  const views: AdmissionView[] = [
    { status: 'all', course: 'all' },
    { status: 'all', course: record.course },
    ...statusViews(status, record.course),
  ];
  await Promise.all([
    ...views.map((view) => createKey(`${viewPrefix(view)}${entry}`)),
    createKey(`${mobilePrefix(record.mobileNumber)}${record.registrationNumber}`),
    createKey(`${emailPrefix(record.email)}${record.registrationNumber}`),
  ]);
}

/**
 * A status change's views in two steps: the new status's views are added first, and the old status's removed after
 * (never before), so the application is never in no view.
 */
export async function addStatusViews(record: AdmissionRecord, to: AdmissionStatus): Promise<void> {
  const entry = entryOf(record);
  await Promise.all(statusViews(to, record.course).map((view) => createKey(`${viewPrefix(view)}${entry}`)));
}

export async function removeStatusViews(record: AdmissionRecord, from: AdmissionStatus): Promise<void> {
  const entry = entryOf(record);
  await Promise.all(statusViews(from, record.course).map((view) => indexStore().delete(`${viewPrefix(view)}${entry}`)));
}

/** Removes a view entry that points at a record no longer in that view. */
export const dropEntry = (view: AdmissionView, entry: string) => indexStore().delete(`${viewPrefix(view)}${entry}`);

/** Submission times [start, end) in UTC milliseconds; the whole of time when absent. */
export interface TimeWindow {
  start: number;
  end: number;
}

const ALL_TIME: TimeWindow = { start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY };
/** Days listed together: a page of 50 spread thin over a quiet week still comes in one wait; at most 7 listings wasted. */
const DAYS_AT_ONCE = 8;

/**
 * Up to `limit` entries of a view submitted within `window`, newest first, strictly after `after` (a cursor) when
 * given. Costs one listing of the view's days, then one listing per day read (pages of 1000 keys): only the days the
 * window touches are read, and the entries of its first and last day are kept by their time. The days are listed in
 * groups (DAYS_AT_ONCE), so a page waits for two or three listings in turn, not for one per day.
 */
export async function listEntries(
  view: AdmissionView,
  after: string | undefined,
  limit: number,
  window: TimeWindow = ALL_TIME,
): Promise<string[]> {
  const index = indexStore();
  const prefix = viewPrefix(view);
  const { directories } = await index.list({ prefix, directories: true });
  // Inverted days: the newest day (the window's end) has the smallest name.
  const newestDay = Number.isFinite(window.end) ? invertedDay(clampDay(dayNumber(window.end - 1))) : '';
  const oldestDay = Number.isFinite(window.start) ? invertedDay(clampDay(dayNumber(window.start))) : '~';
  const days = directories
    .map((d) => d.slice(prefix.length))
    .filter((day) => day >= newestDay && day <= oldestDay)
    .sort();
  const afterDay = after?.slice(0, 6);
  const wanted = days.filter((day) => !afterDay || day >= afterDay);
  const entries: string[] = [];
  // The days are listed DAYS_AT_ONCE together (one network wait for each group, not one per day), in order.
  for (let start = 0; start < wanted.length; start += DAYS_AT_ONCE) {
    const group = wanted.slice(start, start + DAYS_AT_ONCE);
    const listed = await Promise.all(group.map((day) => index.list({ prefix: `${prefix}${day}/` })));
    for (const { blobs } of listed) {
      const names = blobs.map((b) => b.key.slice(prefix.length)).sort();
      for (const name of names) {
        if (after && name <= after) continue;
        const time = timeOfEntry(name);
        if (time < window.start || time >= window.end) continue;
        entries.push(name);
        if (entries.length === limit) return entries;
      }
    }
  }
  return entries;
}

/** Submission times of every application of one UTC day (This Week's first day). */
export async function timesOfDay(day: number): Promise<number[]> {
  const prefix = `${viewPrefix({ status: 'all', course: 'all' })}${invertedDay(day)}/`;
  const { blobs } = await indexStore().list({ prefix });
  return blobs.map((b) => timeOfEntry(b.key.slice(prefix.length - 7)));
}

/** Registration numbers of the applications made with that mobile number or e-mail address. */
export async function registrationsBy(kind: 'mobile' | 'email', value: string): Promise<string[]> {
  const prefix = kind === 'mobile' ? mobilePrefix(value) : emailPrefix(value);
  const { blobs } = await indexStore().list({ prefix });
  return blobs.map((b) => b.key.slice(prefix.length));
}

/** Deletes the whole index (the re-index command rebuilds it). */
export async function clearIndex(): Promise<void> {
  const index = indexStore();
  for await (const page of index.list({ paginate: true })) {
    for (let i = 0; i < page.blobs.length; i += 64) {
      await Promise.all(page.blobs.slice(i, i + 64).map((b) => index.delete(b.key)));
    }
  }
}
