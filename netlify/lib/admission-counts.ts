import { type AdmissionSummary, countThisWeek, dayNumber, WEEK_MS } from '../../src/domain/admin-summary';
import { ADMISSION_STATUSES, type AdmissionStatus } from '../../src/domain/admission';
import { addToCounter as addToExactCounter, readCounter as readExactCounter } from './exact-counter';
import { oneAtATime } from './key-lock';
import { store } from './stores';

/**
 * Counters behind the summary cards, so the cards cost the same few reads at 50,000 applications as at five:
 * `status/<status>` (total = their sum), `course/<course>` and `day/<UTC day number>` (for This Week). They are
 * exact counters (exact-counter.ts), so concurrent submissions and status changes never lose or double a count.
 * `npm run reindex:admissions` recomputes them from the records.
 */

export const countsStore = () => store('admission-counts');

export const statusCounter = (status: AdmissionStatus) => `status/${status}`;
export const courseCounter = (course: string) => `course/${course}`;
export const dayCounter = (day: number) => `day/${day}`;

/** The changes to one counter that wait for its next write, and that write. */
interface Batch {
  delta: number;
  written: Promise<void>;
}
const gathering = new Map<string, Batch>();

/**
 * Adds delta to a counter (exact under concurrency; throws the 429 "too busy" error when it stays contended).
 * Resolves once the change is stored. Changes made while the counter's previous write is under way are summed into
 * its next write: a hundred concurrent submissions cost two or three writes per counter, not a hundred in a row.
 * (Summing first can differ from one change at a time only where the count would have gone below 0, which a count
 * of stored applications never does.)
 */
export function addToCounter(key: string, delta: number): Promise<void> {
  const waiting = gathering.get(key);
  if (waiting) {
    waiting.delta += delta;
    return waiting.written;
  }
  const batch: Batch = { delta, written: Promise.resolve() };
  batch.written = oneAtATime(`admission-counts/${key}`, async () => {
    // From here on, new changes gather for the write after this one.
    gathering.delete(key);
    await addToExactCounter(countsStore(), key, batch.delta);
  });
  gathering.set(key, batch);
  return batch.written;
}

export const readCounter = (key: string) => readExactCounter(countsStore(), key);

/** Brings counters to exact values (the re-index command); counters not given go to 0. */
export async function setCounters(values: Map<string, number>): Promise<void> {
  const names = new Set(values.keys());
  for (const { key } of (await countsStore().list()).blobs) names.add(key.slice(0, key.lastIndexOf('/')));
  for (const name of names) await addToCounter(name, (values.get(name) ?? 0) - (await readCounter(name)));
}

/** Whether the counters exist at all (an older store has records but no counters until re-indexed). */
export async function hasCounters(): Promise<boolean> {
  return (await countsStore().list({ prefix: 'status/' })).blobs.length > 0;
}

/**
 * The summary cards: three status counters, the per-day counters of the last eight days and one listing of the
 * day the 7 × 24-hour window starts in (`timesOfDay` gives that day's submission times).
 */
export async function readSummary(
  timesOfDay: (day: number) => Promise<number[]>,
  now = new Date(),
): Promise<AdmissionSummary> {
  const [pending = 0, approved = 0, rejected = 0] = await Promise.all(
    ADMISSION_STATUSES.map((s) => readCounter(statusCounter(s))),
  );
  const first = dayNumber(now.getTime() - WEEK_MS);
  const days = Array.from({ length: dayNumber(now.getTime()) - first }, (_, i) => first + 1 + i);
  const [boundary, dayCounts] = await Promise.all([
    timesOfDay(first),
    Promise.all(days.map((day) => readCounter(dayCounter(day)))),
  ]);
  const byDay = new Map(days.map((day, i) => [day, dayCounts[i] ?? 0]));
  const thisWeek = countThisWeek(now, (day) => byDay.get(day) ?? 0, boundary);
  return { total: pending + approved + rejected, pending, approved, rejected, thisWeek };
}
