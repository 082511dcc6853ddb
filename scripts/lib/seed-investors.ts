import { reindexInvestors } from '../../netlify/lib/investors/reindex';
import { indexedInvestorCount } from '../../netlify/lib/investors/search-index';
import { demoInvestorRows } from './demo-investors';
import { buildRecords, existingCodes, writeRecords } from './investor-import';

/**
 * Loads the demo investors through the import path (same validation, same writer). With ifEmpty, does nothing
 * when the investors store already holds anyone, except listing them in the back office's index when it is empty
 * (a store filled before the index existed). Returns the display codes written.
 */
export async function seedInvestors({ ifEmpty = false, now = new Date() } = {}): Promise<string[]> {
  const codes = ifEmpty ? await existingCodes() : new Set<string>();
  if (codes.size > 0) {
    if ((await indexedInvestorCount()) === 0) await reindexInvestors();
    return [];
  }
  const records = buildRecords(demoInvestorRows(now).map((value, index) => ({ line: index + 1, value })));
  await writeRecords(records);
  return [...records.values()].map((record) => record.account.uniqueInvestorCode);
}
