import { demoInvestorRows } from './demo-investors';
import { buildRecords, existingCodes, writeRecords } from './investor-import';

/**
 * Loads the demo investors through the import path (same validation, same writer). With ifEmpty, does nothing
 * when the investors store already holds anyone. Returns the display codes written.
 */
export async function seedInvestors({ ifEmpty = false, now = new Date() } = {}): Promise<string[]> {
  if (ifEmpty && (await existingCodes()).size > 0) return [];
  const records = buildRecords(demoInvestorRows(now).map((value, index) => ({ line: index + 1, value })));
  await writeRecords(records);
  return [...records.values()].map((record) => record.account.uniqueInvestorCode);
}
