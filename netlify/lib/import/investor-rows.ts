import { z } from 'zod';
import { investorAccountSchema, transactionSchema } from '../../../src/domain/investor';
import { compactInvestorCode, displayInvestorCode, isWellFormedInvestorCode } from '../../../src/domain/investor-code';
import { PAYMENT_TERMS_RULES } from '../../../src/domain/payment-terms';
import { generateInvestorCode } from '../investors/codes';
import { type InvestorRecord, investorRecordSchema } from '../investors/records';
import { csvNumber, rowsFromFile, type SourceRow } from './import-rows';
import { checkRows, type ValidRow } from './row-validator';

/**
 * One investor as an import file gives it (docs/IMPORT.md): the investor account fields without
 * uniqueInvestorCode, plus an optional investorCode (generated when missing), fullName, an optional
 * investmentAmount (defaults to totalAmountInvested) and the transactions. The terminal command and the back
 * office's upload both read files through this module.
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
export type InvestorRow = z.output<typeof importRowSchema>;

/** The CSV columns: the row schema's fields, in its order. */
export const CSV_COLUMNS = Object.keys(importRowSchema.shape) as (keyof typeof importRowSchema.shape)[];

/** The kind of value a field of the row schema holds (optional or not), so its CSV cell is read as one. */
function fieldType(column: string): string | undefined {
  let field: z.core.$ZodType | undefined = (importRowSchema.shape as Record<string, z.core.$ZodType>)[column];
  while (field && (field._zod.def.type === 'optional' || field._zod.def.type === 'default')) {
    field = (field._zod.def as unknown as { innerType: z.core.$ZodType }).innerType;
  }
  return field?._zod.def.type;
}

/** Yes/no cells: `true` or `false` (anything else is left for the schema to refuse). */
const BOOLEANS: Record<string, boolean> = { true: true, false: false };

function csvCell(column: string, raw: string, line: number, problems: string[]): unknown {
  if (raw.trim() === '') return undefined;
  const type = fieldType(column);
  if (type === 'number') return csvNumber(raw.trim());
  if (type === 'boolean') return BOOLEANS[raw.trim().toLowerCase()] ?? raw;
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

/** The rows of an investors file in either format (throws ImportError for a file that cannot be read as rows). */
export const investorRowsFromFile = (text: string, format: 'json' | 'csv') =>
  rowsFromFile(text, format, 'investors', { columns: CSV_COLUMNS, cell: csvCell });

/** The compact code a row names, if any. */
export const rowCode = (row: InvestorRow) => (row.investorCode ? compactInvestorCode(row.investorCode) : undefined);

/** Validates every row against the schema (codes unique in the file): the valid rows and every problem, by line. */
export const checkInvestorRows = (rows: readonly SourceRow[]) =>
  checkRows(rows, importRowSchema, { field: 'investorCode', key: rowCode });

/** A code no one holds: neither `used` nor drawn before. */
export function unusedCode(used: ReadonlySet<string>): string {
  for (;;) {
    const code = compactInvestorCode(generateInvestorCode());
    if (!used.has(code)) return code;
  }
}

/** The stored record of a valid row under `code` (the totals as the file gives them: its opening balances). */
export function recordOfRow(row: InvestorRow, code: string): InvestorRecord {
  const { investorCode: _investorCode, fullName, investmentAmount, transactions, ...account } = row;
  return investorRecordSchema.parse({
    account: { uniqueInvestorCode: displayInvestorCode(code), ...account },
    transactions,
    fullName,
    investmentAmount: investmentAmount ?? account.totalAmountInvested,
  });
}

/** Builds the records of valid rows, generating the missing codes (never one in `taken` or in the file). */
export function recordsOfRows(
  valid: readonly ValidRow<InvestorRow>[],
  taken: ReadonlySet<string> = new Set(),
): Map<string, InvestorRecord> {
  const used = new Set([...taken, ...valid.flatMap(({ row }) => rowCode(row) ?? [])]);
  const records = new Map<string, InvestorRecord>();
  for (const { row } of valid) {
    const code = rowCode(row) ?? unusedCode(used);
    used.add(code);
    records.set(code, recordOfRow(row, code));
  }
  return records;
}
