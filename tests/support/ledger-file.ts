import { ledgerAccount } from './ledger-account';

/**
 * Ledger upload files of any size for tests and the bench: one new investor per row (no code: the preview gives
 * one), with the demo account's fields and no transactions, as CSV.
 */
const COLUMNS = ['fullName', ...Object.keys(ledgerAccount), 'transactions'];
const header = COLUMNS.join(',');
const row = (n: number) =>
  [`Investor ${String(n).padStart(5, '0')}`, ...Object.values(ledgerAccount).map(String), '[]'].join(',');

/** A CSV file of `rows` new investors. */
export const newInvestorsFile = (rows: number) =>
  [header, ...Array.from({ length: rows }, (_, n) => row(n + 1))].join('\n');

/** The most rows of newInvestorsFile that fit in `bytes` (UTF-8). */
export function rowsThatFit(bytes: number): number {
  let size = Buffer.byteLength(header);
  let rows = 0;
  while (size + 1 + Buffer.byteLength(row(rows + 1)) <= bytes) {
    rows += 1;
    size += 1 + Buffer.byteLength(row(rows));
  }
  return rows;
}
