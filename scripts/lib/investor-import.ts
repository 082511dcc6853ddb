import { z } from 'zod';
import { validate } from '../../netlify/lib/body';
import { generateInvestorCode } from '../../netlify/lib/investor-codes';
import { type InvestorRecord, investorRecordSchema, investorStore } from '../../netlify/lib/investors';
import { investorAccountSchema, transactionSchema } from '../../src/domain/investor';
import { compactInvestorCode, formatInvestorCode, isWellFormedInvestorCode } from '../../src/domain/investor-code';
import {
  rowsFromCsv as csvRows,
  ImportError,
  rowsFromJson as jsonRows,
  type SourceRow,
  writeAllOrNothing,
} from './import-rows';

export { ImportError, type SourceRow };

/**
 * One investor as an import file gives it (docs/IMPORT.md): the account fields of SPEC.md section 3 without
 * uniqueInvestorCode, plus an optional investorCode (generated when missing), fullName, an optional
 * investmentAmount (defaults to totalAmountInvested) and the transactions.
 */
export const importRowSchema = investorAccountSchema
  .omit({ uniqueInvestorCode: true })
  .extend({
    investorCode: z.string().refine(isWellFormedInvestorCode, 'must look like ATVN-XXXX-XXXX').optional(),
    fullName: z.string().trim().min(1),
    investmentAmount: z.number().nonnegative().optional(),
    transactions: z
      .array(transactionSchema)
      .default([])
      .refine(
        (list) => new Set(list.map((t) => t.transactionId)).size === list.length,
        'transaction ids must be unique',
      ),
  })
  .strict();

export type ImportRow = z.input<typeof importRowSchema>;

export const CSV_COLUMNS = [
  'investorCode',
  'fullName',
  'accountHolders',
  'accountType',
  'accountHolderType',
  'accountVerificationStatus',
  'totalAmountInvested',
  'investmentAmount',
  'basicAmount',
  'totalAmountReleased',
  'currentLoss',
  'upcomingPaymentDate',
  'upcomingPaymentAmount',
  'paymentReleaseDate',
  'paymentProcessingTime',
  'notificationMessage',
  'nextStatementDate',
  'transactions',
] as const;

const NUMERIC_COLUMNS = new Set<string>([
  'totalAmountInvested',
  'investmentAmount',
  'basicAmount',
  'totalAmountReleased',
  'currentLoss',
  'upcomingPaymentAmount',
]);

/** Rows of a JSON file: an array of objects with the fields of importRowSchema. */
export function rowsFromJson(text: string): SourceRow[] {
  return jsonRows(text, 'investors');
}

function csvCell(column: string, raw: string, line: number, problems: string[]): unknown {
  if (raw.trim() === '') return undefined;
  if (NUMERIC_COLUMNS.has(column)) {
    const value = raw.trim();
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  if (column === 'transactions') {
    try {
      return JSON.parse(raw);
    } catch {
      problems.push(`line ${line}: transactions: must be a JSON array of transactions`);
      return undefined;
    }
  }
  return raw;
}

/** Rows of a CSV file: a header row naming the columns (any order, CSV_COLUMNS only), then one row per investor. */
export function rowsFromCsv(text: string): SourceRow[] {
  return csvRows(text, CSV_COLUMNS, csvCell);
}

function unusedCode(used: ReadonlySet<string>): string {
  for (;;) {
    const code = compactInvestorCode(generateInvestorCode());
    if (!used.has(code)) return code;
  }
}

/** Validates every row (all problems reported, by line) and builds the records; generates missing codes. */
export function buildRecords(
  rows: readonly SourceRow[],
  taken: ReadonlySet<string> = new Set(),
): Map<string, InvestorRecord> {
  const problems: string[] = [];
  const parsed: { line: number; row: z.output<typeof importRowSchema> }[] = [];
  for (const { line, value } of rows) {
    const result = validate(importRowSchema, value);
    if (result.ok) parsed.push({ line, row: result.data });
    else problems.push(...result.problems.map((problem) => `line ${line}: ${problem}`));
  }
  const seen = new Map<string, number>();
  for (const { line, row } of parsed) {
    if (!row.investorCode) continue;
    const code = compactInvestorCode(row.investorCode);
    const earlier = seen.get(code);
    if (earlier !== undefined) problems.push(`line ${line}: investorCode: duplicate of line ${earlier}`);
    seen.set(code, line);
  }
  if (problems.length > 0) throw new ImportError(problems);

  const used = new Set([...taken, ...seen.keys()]);
  const records = new Map<string, InvestorRecord>();
  for (const { row } of parsed) {
    const { investorCode, fullName, investmentAmount, transactions, ...account } = row;
    const code = investorCode ? compactInvestorCode(investorCode) : unusedCode(used);
    used.add(code);
    const record = investorRecordSchema.parse({
      account: { uniqueInvestorCode: formatInvestorCode(code), ...account },
      transactions,
      fullName,
      investmentAmount: investmentAmount ?? account.totalAmountInvested,
    });
    records.set(code, record);
  }
  return records;
}

/** Writes records, one blob per investor (existing codes are replaced), all or nothing. */
export async function writeRecords(records: ReadonlyMap<string, InvestorRecord>): Promise<void> {
  await writeAllOrNothing(investorStore(), records);
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
  const rows = format === 'json' ? rowsFromJson(text) : rowsFromCsv(text);
  if (rows.length === 0) throw new ImportError(['the file has no investors']);
  const records = buildRecords(rows, await existingCodes());
  await writeRecords(records);
  return [...records.values()].map((record) => record.account.uniqueInvestorCode);
}
