import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type AdmissionSummary, countThisWeek, dayNumber, WEEK_MS } from '../../../src/domain/admin-summary';
import { ADMISSION_STATUSES, type AdmissionStatus } from '../../../src/domain/admission';
import { logError } from '../log';
import { readWithEtag } from '../storage/blob-update';
import { LOST_WRITE_ATTEMPTS, writeIf } from '../storage/conditional-write';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';

/**
 * The counts behind the summary cards, `status/<status>` (total = their sum), `course/<course>` and
 * `day/<UTC day number>` (for This Week), derived so that counting never makes a submission wait or fail:
 *
 * - `changes/<ms, 15 digits>-<random id>-<deltas>`: one empty blob per change (a submission: its status, course
 *   and day +1; a status change: the old status -1, the new +1), the deltas base64url-encoded in the key so a
 *   listing gives them without reading a blob. Every writer writes a key of its own with onlyIfNew: nothing is
 *   shared, so a thousand submissions at once neither wait for each other nor can lose a count.
 * - `totals` = { through, counts }: the sum of every change whose key is `through` or lower. A reader that finds
 *   changes older than SETTLE_MS after `through` folds them in with a conditional write (the daily cleanup job
 *   too, and it deletes changes already folded: cleanup-job.ts).
 *
 * A count is `totals` plus the changes listed after `through`, so it is exact at every moment, folded or not.
 * Folding only changes older than SETTLE_MS relies on a write becoming visible within that time of its key's
 * clock (a function call lasts at most 60 s on Netlify). `npm run reindex:admissions` recomputes the totals from the
 * records at any time.
 */

export const countsStore = () => store('admission-counts');

export const statusCounter = (status: AdmissionStatus) => `status/${status}`;
export const courseCounter = (course: string) => `course/${course}`;
export const dayCounter = (day: number) => `day/${day}`;

/** How old a change must be before it is folded into the totals. */
export const SETTLE_MS = 5 * 60 * 1000;
/** Deltas per change key: keeps a key (at most 600 bytes on Netlify) short whatever a bulk write counts. */
const DELTAS_PER_KEY = 4;
export const CHANGES_PREFIX = 'changes/';
export const TOTALS_KEY = 'totals';

const deltasSchema = z.record(z.string(), z.number());
const totalsSchema = z.object({ through: z.string(), counts: deltasSchema });
type Deltas = z.output<typeof deltasSchema>;
type Totals = z.output<typeof totalsSchema>;

/** `id`: the action's own id (hex, no dashes), so a retry of the action writes the same key; random otherwise. */
const changeKey = (at: number, deltas: Deltas, id = randomUUID().slice(0, 8)) =>
  `${CHANGES_PREFIX}${String(at).padStart(15, '0')}-${id}-${Buffer.from(JSON.stringify(deltas)).toString('base64url')}`;
export const changeTime = (key: string) => Number(key.slice(CHANGES_PREFIX.length, CHANGES_PREFIX.length + 15));
function changeDeltas(key: string): Deltas {
  const encoded = key.slice(key.lastIndexOf('-') + 1);
  return deltasSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
}

/** The change keys' deltas: DELTAS_PER_KEY non-zero deltas per key. */
function deltaGroups(changes: ReadonlyMap<string, number>): Deltas[] {
  const entries = [...changes].filter(([, delta]) => delta !== 0);
  const groups: Deltas[] = [];
  for (let i = 0; i < entries.length; i += DELTAS_PER_KEY) {
    groups.push(Object.fromEntries(entries.slice(i, i + DELTAS_PER_KEY)));
  }
  return groups;
}

/**
 * Records changes to the counts (name -> delta; zero deltas are left out). One write per DELTAS_PER_KEY deltas, on
 * keys no one else writes: it never waits for another submission and is never refused for contention. With `id`
 * (an action's own id, hex) the keys are the action's: writing them again changes nothing, so a retry of the action
 * counts it once.
 */
export async function recordCountChanges(
  changes: ReadonlyMap<string, number>,
  now = Date.now(),
  id?: string,
): Promise<void> {
  await Promise.all(deltaGroups(changes).map((deltas) => writeChange(now, deltas, id)));
}

/** Takes back the changes recorded with that id and time (an action undone after a failed step). */
export async function deleteCountChanges(changes: ReadonlyMap<string, number>, now: number, id: string) {
  await Promise.all(deltaGroups(changes).map((deltas) => countsStore().delete(changeKey(now, deltas, id))));
}

/**
 * One change under a key no one else writes: a write that is not stored was lost, so write again (a fresh key), or,
 * for an action's own key, was stored by an earlier try of the same action.
 */
async function writeChange(now: number, deltas: Deltas, id: string | undefined): Promise<void> {
  for (let attempt = 0; attempt < LOST_WRITE_ATTEMPTS; attempt++) {
    const key = changeKey(now, deltas, id);
    if (await writeIf(countsStore(), key, '', { onlyIfNew: true })) return;
    if (id && (await countsStore().getMetadata(key)) !== null) return;
  }
  throw new Error('A count change could not be written');
}

/** The keys of every change in the store, in order. */
export async function listChanges(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of countsStore().list({ prefix: CHANGES_PREFIX, paginate: true })) {
    for (const blob of page.blobs) keys.push(blob.key);
  }
  return keys.sort();
}

const totalsOf = (data: unknown): Totals =>
  parseStored(totalsSchema, 'admission-counts', data) ?? { through: '', counts: {} };

/** The totals with their ETag, for a fold's conditional write. */
export async function readTotals(): Promise<{ totals: Totals; etag: string | null }> {
  const stored = await readWithEtag(countsStore(), TOTALS_KEY);
  return { totals: totalsOf(stored?.data ?? null), etag: stored?.etag ?? null };
}

function addDeltas(counts: Deltas, keys: readonly string[]): Deltas {
  const sum = { ...counts };
  for (const key of keys) {
    for (const [name, delta] of Object.entries(changeDeltas(key))) sum[name] = (sum[name] ?? 0) + delta;
  }
  return sum;
}

/**
 * Folds the changes older than SETTLE_MS into the totals (one conditional write: of two folders at once one wins,
 * the other's work is simply not needed). Returns the totals as stored afterwards.
 */
export async function foldSettled(now = Date.now()): Promise<Totals> {
  const [{ totals, etag }, keys] = await Promise.all([readTotals(), listChanges()]);
  const settled = keys.filter((key) => key > totals.through && changeTime(key) < now - SETTLE_MS);
  const last = settled.at(-1);
  if (!last) return totals;
  const folded: Totals = { through: last, counts: addDeltas(totals.counts, settled) };
  const written = await writeIf(
    countsStore(),
    TOTALS_KEY,
    folded,
    etag === null ? { onlyIfNew: true } : { onlyIfMatch: etag },
  );
  return written ? folded : (await readTotals()).totals;
}

/** Every count: the totals plus the changes not folded yet. Folds settled changes on the way (best effort). */
export async function readCounts(now = Date.now()): Promise<Map<string, number>> {
  // Only read, so a plain get (one call): the ETag, which the local server gives only through a listing, is for folds.
  const [totals, keys] = await Promise.all([
    countsStore()
      .get(TOTALS_KEY, { type: 'json' })
      .then((data: unknown) => totalsOf(data)),
    listChanges(),
  ]);
  const pending = keys.filter((key) => key > totals.through);
  if (pending.some((key) => changeTime(key) < now - SETTLE_MS)) {
    await foldSettled(now).catch((error) => logError('admission-counts/fold', error));
  }
  return new Map(Object.entries(addDeltas(totals.counts, pending)));
}

export const readCounter = async (name: string) => (await readCounts()).get(name) ?? 0;

/**
 * Brings the counts to exact values (the re-index command, with no submissions under way): every change and any
 * key of an earlier layout is deleted, and the totals hold `values`.
 */
export async function setCounters(values: Map<string, number>): Promise<void> {
  for await (const page of countsStore().list({ paginate: true })) {
    await Promise.all(page.blobs.map((blob) => countsStore().delete(blob.key)));
  }
  const totals: Totals = { through: '', counts: Object.fromEntries(values) };
  await countsStore().setJSON(TOTALS_KEY, totals);
}

/** Whether the counts exist at all (an older store has records but no counts until re-indexed). */
export async function hasCounters(): Promise<boolean> {
  if ((await countsStore().getMetadata(TOTALS_KEY)) !== null) return true;
  return (await countsStore().list({ prefix: CHANGES_PREFIX })).blobs.length > 0;
}

/**
 * The summary cards: the counts (one read of the totals and a listing of the changes) and one listing of the day
 * the 7 × 24-hour window starts in (`timesOfDay` gives that day's submission times).
 */
export async function readSummary(
  timesOfDay: (day: number) => Promise<number[]>,
  now = new Date(),
): Promise<AdmissionSummary> {
  const first = dayNumber(now.getTime() - WEEK_MS);
  const [counts, boundary] = await Promise.all([readCounts(now.getTime()), timesOfDay(first)]);
  const count = (name: string) => Math.max(0, counts.get(name) ?? 0);
  const [pending = 0, approved = 0, rejected = 0] = ADMISSION_STATUSES.map((s) => count(statusCounter(s)));
  const thisWeek = countThisWeek(now, (day) => count(dayCounter(day)), boundary);
  return { total: pending + approved + rejected, pending, approved, rejected, thisWeek };
}
