import { parseStored } from '../storage/stored-record';
import { type InvestorRecord, investorRecordSchema, investorStore } from './records';
import { indexInvestors } from './search-index';

/** Records read at once: enough to keep the Blobs API busy, few enough to stay under its rate limits. */
const READ_CONCURRENCY = 32;

/**
 * Lists every stored investor in the back office's index (`npm run reindex:investors`): for a store filled before
 * the index existed, or to repair it. Safe while the site is in use: it never clears the index, it only puts each
 * investor's line with the same conditional per-shard writes as an addition, so investors added meanwhile keep
 * theirs. A record an officer changes during the run may keep the line read just before (a second run settles it).
 * Returns how many investors it indexed.
 */
export async function reindexInvestors(): Promise<number> {
  let total = 0;
  for await (const page of investorStore().list({ paginate: true })) {
    const records = new Map<string, InvestorRecord>();
    const keys = page.blobs.map((blob) => blob.key);
    for (let start = 0; start < keys.length; start += READ_CONCURRENCY) {
      const batch = keys.slice(start, start + READ_CONCURRENCY);
      const read = await Promise.all(
        batch.map(async (code) => {
          const stored = await investorStore().get(code, { type: 'json' });
          return [code, parseStored(investorRecordSchema, 'investors', stored)] as const;
        }),
      );
      for (const [code, record] of read) if (record) records.set(code, record);
    }
    await indexInvestors(records);
    total += records.size;
  }
  return total;
}
