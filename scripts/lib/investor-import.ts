import { z } from 'zod';
import { generateInvestorCode } from '../../netlify/lib/investor-codes';
import { indexInvestors } from '../../netlify/lib/investor-index';
import { type InvestorRecord, investorRecordSchema, investorStore } from '../../netlify/lib/investors';
import { investorAccountSchema, transactionSchema } from '../../src/domain/investor';
import { compactInvestorCode, formatInvestorCode, isWellFormedInvestorCode } from '../../src/domain/investor-code';
import { PAYMENT_TERMS_RULES } from '../../src/domain/payment-terms';
import { csvNumber, rowsFromFile, type SourceRow, writeAllOrNothing } from './import-rows';
import { validateRows } from './row-validator';

/**
 * One investor as an import file gives it (docs/IMPORT.md): the investor account fields without
 * uniqueInvestorCode, plus an optional investorCode (generated when missing), fullName, an optional
 * investmentAmount (defaults to totalAmountInvested) and the transactions.
 */
const { uniqueInvestorCode: _generated, ...accountShape } = investorAccountSchema.shape;

export const importRowSchema = z
  .strictObject({
    ...accountShape,
    // The payment terms as texts, as values (paymentCycle, processingHours) or both: one of each is required.
    paymentReleaseDate: z.optional(accountShape.paymentReleaseDate),
    paymentProcessingTime: z.optional(accountShape.paymentProcessingTime),
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
  .superRefine((row, ctx) => {
    for (const rule of PAYMENT_TERMS_RULES) {
      if (!rule.holds(row)) ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
    }
  });

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
  'paymentCycle',
  'processingHours',
  'processingAfterVerification',
  'notificationMessage',
  'notificationMessageHi',
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
  'processingHours',
]);

/** Yes/no columns: `true` or `false` (anything else is left for the schema to refuse). */
const BOOLEAN_COLUMNS = new Set<string>(['processingAfterVerification']);
const BOOLEANS: Record<string, boolean> = { true: true, false: false };

function csvCell(column: string, raw: string, line: number, problems: string[]): unknown {
  if (raw.trim() === '') return undefined;
  if (NUMERIC_COLUMNS.has(column)) return csvNumber(raw.trim());
  if (BOOLEAN_COLUMNS.has(column)) return BOOLEANS[raw.trim().toLowerCase()] ?? raw;
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
  const codeOf = (row: z.output<typeof importRowSchema>) =>
    row.investorCode ? compactInvestorCode(row.investorCode) : undefined;
  const parsed = validateRows(rows, importRowSchema, { field: 'investorCode', key: codeOf });

  const used = new Set([...taken, ...parsed.flatMap(({ row }) => codeOf(row) ?? [])]);
  const records = new Map<string, InvestorRecord>();
  for (const { row } of parsed) {
    const { investorCode: _investorCode, fullName, investmentAmount, transactions, ...account } = row;
    const code = codeOf(row) ?? unusedCode(used);
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
  const rows = rowsFromFile(text, format, 'investors', { columns: CSV_COLUMNS, cell: csvCell });
  const records = buildRecords(rows, await existingCodes());
  await writeRecords(records);
  return [...records.values()].map((record) => record.account.uniqueInvestorCode);
}
