import { displayStatus } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { writeIf } from '../storage/conditional-write';
import { inParallel } from '../storage/in-parallel';
import { recordCountChanges, setCounters } from './counts';
import { admissionsStore, countsOf, MALFORMED, readable, readRecords } from './records';
import { clearIndex, indexAdmission, markIndexFormat } from './search-index';

/**
 * Applications by the thousand, for commands and benchmarks rather than requests: storing many at once and
 * rebuilding the index and the counters from the records.
 */

const WRITE_CONCURRENCY = 32;
const BULK_CHUNK = 1000;

/** Sums count changes by name. */
function sumCounts(changes: Iterable<[string, number]>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [name, delta] of changes) sums.set(name, (sums.get(name) ?? 0) + delta);
  return sums;
}

/**
 * Stores many new applications at once, index and counters included, without the per-submission duplicate claims
 * (for the scale benchmark's 50,000 and for tests with thousands): `concurrency` records at a time, then each
 * counter once with its total. A number already stored keeps its stored record, which is indexed again (an
 * interrupted run may have stored it without its index) but not counted again, so storing the same numbers twice
 * changes nothing, whatever else the second offer says.
 */
export async function storeAdmissionsInBulk(
  records: readonly AdmissionRecord[],
  concurrency = WRITE_CONCURRENCY,
): Promise<void> {
  const admissions = admissionsStore();
  // Counted chunk by chunk, so an interrupted run leaves records and counters in step but for one chunk at most.
  for (let start = 0; start < records.length; start += BULK_CHUNK) {
    const added: AdmissionRecord[] = [];
    await inParallel(records.slice(start, start + BULK_CHUNK), concurrency, async (record) => {
      const modified = await writeIf(admissions, record.registrationNumber, record, { onlyIfNew: true });
      const stored = modified ? record : ((await readRecords([record.registrationNumber]))[0] ?? null);
      if (stored && stored !== MALFORMED) await indexAdmission(stored, displayStatus(stored.status));
      if (modified) added.push(record);
    });
    await recordCountChanges(sumCounts(added.flatMap(countsOf)));
  }
}

/**
 * Rebuilds the index and the counters from the application blobs (`npm run reindex:admissions`): for a store
 * written before the index existed, or after an interrupted write. Reads every record; not for a request.
 */
export async function reindexAdmissions(): Promise<number> {
  await clearIndex();
  const admissions = admissionsStore();
  const counted: [string, number][] = [];
  let total = 0;
  for await (const page of admissions.list({ paginate: true })) {
    // A malformed record is logged and left out of the index and counts until it is repaired.
    const { records } = readable(await readRecords(page.blobs.map((b) => b.key)));
    await inParallel(records, WRITE_CONCURRENCY, (record) => indexAdmission(record, displayStatus(record.status)));
    counted.push(...records.flatMap(countsOf));
    total += records.length;
  }
  await setCounters(sumCounts(counted));
  await markIndexFormat();
  return total;
}
