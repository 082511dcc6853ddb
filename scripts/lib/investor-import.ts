import { ImportError, type SourceRow, writeAllOrNothing } from '../../netlify/lib/import/import-rows';
import { checkInvestorRows, investorRowsFromFile, recordsOfRows } from '../../netlify/lib/import/investor-rows';
import { type InvestorRecord, investorStore } from '../../netlify/lib/investors/records';
import { indexInvestors } from '../../netlify/lib/investors/search-index';

export { CSV_COLUMNS, type ImportRow } from '../../netlify/lib/import/investor-rows';

/** Validates every row (all problems reported, by line) and builds the records; generates missing codes. */
export function buildRecords(
  rows: readonly SourceRow[],
  taken: ReadonlySet<string> = new Set(),
): Map<string, InvestorRecord> {
  const { valid, problems } = checkInvestorRows(rows);
  if (problems.length > 0) throw new ImportError(problems);
  return recordsOfRows(valid, taken);
}

/** Writes records, one blob per investor (existing codes are replaced), all or nothing. */
export async function writeRecords(records: ReadonlyMap<string, InvestorRecord>): Promise<void> {
  await writeAllOrNothing(investorStore(), records);
  // The back office lists investors from its index: imported ones included.
  await indexInvestors(records);
}

/** Codes already in the store, so generated codes never collide with them. */
export async function existingCodes(): Promise<Set<string>> {
  const codes = new Set<string>();
  for await (const page of investorStore().list({ paginate: true })) {
    for (const blob of page.blobs) codes.add(blob.key);
  }
  return codes;
}

/** Parses, validates and writes an import file's text. Returns the display codes written. */
export async function importInvestors(text: string, format: 'json' | 'csv'): Promise<string[]> {
  const records = buildRecords(investorRowsFromFile(text, format), await existingCodes());
  await writeRecords(records);
  return [...records.values()].map((record) => record.account.uniqueInvestorCode);
}
