import { z } from 'zod';
import { type CardHolderRecord, cardHolderRecordSchema, cardHolderStore } from '../../netlify/lib/cardholders/records';
import { csvNumber, rowsFromFile, type SourceRow, writeAllOrNothing } from '../../netlify/lib/import/import-rows';
import { validateRows } from '../../netlify/lib/import/row-validator';
import { hashPassword, isBelowMinimumCost, parsePasswordHash } from '../../netlify/lib/security/password-hash';
import { cardHolderEntryShape, PIN_PATTERN, rechargeEndDateOf } from '../../src/domain/card-holder';
import { PIN_LENGTH } from '../../src/domain/trial';

/**
 * One card holder as an import file gives it (docs/IMPORT.md): the CardHolder fields, the mobile number, and
 * either the 4-digit securityPin (hashed with scrypt on import, never stored) or an existing pinHash.
 * rechargeEndDate defaults to today plus validity days.
 */
export const cardHolderRowSchema = z
  .strictObject({
    ...cardHolderEntryShape,
    securityPin: z.string().regex(PIN_PATTERN, `must be ${PIN_LENGTH} digits`).optional(),
    pinHash: z
      .string()
      .refine((value) => parsePasswordHash(value) !== null, 'must be scrypt$N$r$p$salt$hash')
      .optional(),
  })
  .refine((row) => (row.securityPin === undefined) !== (row.pinHash === undefined), {
    message: 'give exactly one of securityPin and pinHash',
    path: ['securityPin'],
  });

export type CardHolderRow = z.input<typeof cardHolderRowSchema>;

export const CARD_HOLDER_CSV_COLUMNS = [
  'mobileNumber',
  'cardHolderName',
  'accountNumber',
  'rechargeAmount',
  'validity',
  'rechargeEndDate',
  'securityPin',
  'pinHash',
] as const;

const NUMERIC_COLUMNS = new Set<string>(['rechargeAmount', 'validity']);

function csvCell(column: string, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  // PINs and mobile numbers stay text.
  return NUMERIC_COLUMNS.has(column) ? csvNumber(value) : value;
}

/** Validates every row (all problems reported, by line), hashes PINs and builds the records by mobile number. */
export async function buildCardHolderRecords(
  rows: readonly SourceRow[],
  now = new Date(),
): Promise<Map<string, CardHolderRecord>> {
  const parsed = validateRows(rows, cardHolderRowSchema, {
    field: 'mobileNumber',
    key: (row) => row.mobileNumber,
  });

  const records = new Map<string, CardHolderRecord>();
  for (const { row } of parsed) {
    const { mobileNumber, securityPin, pinHash, rechargeEndDate, ...holder } = row;
    records.set(
      mobileNumber,
      cardHolderRecordSchema.parse({
        ...holder,
        rechargeEndDate: rechargeEndDateOf({ validity: holder.validity, rechargeEndDate }, now),
        pinHash: pinHash ?? (await hashPassword(securityPin ?? '')),
      }),
    );
  }
  return records;
}

/** Parses, validates and writes an import file's text (existing numbers are replaced). Returns the numbers written. */
export async function importCardHolders(text: string, format: 'json' | 'csv', now = new Date()): Promise<string[]> {
  const rows = rowsFromFile(text, format, 'card holders', { columns: CARD_HOLDER_CSV_COLUMNS, cell: csvCell });
  const records = await buildCardHolderRecords(rows, now);
  await writeAllOrNothing(cardHolderStore(), records);
  return [...records.keys()];
}

/** The demo card holder (local only; docs/DECISIONS.md): mobile 9876543210, PIN 2468, recharge 999 for 30 days. */
export const DEMO_CARD_HOLDER: CardHolderRow = {
  mobileNumber: '9876543210',
  securityPin: '2468',
  cardHolderName: 'Meera Sharma',
  accountNumber: 'VX-CARD-000001',
  rechargeAmount: 999,
  validity: 30,
};

/**
 * Loads the demo holder through the import path. With ifEmpty, does nothing when any holder exists, unless the
 * stored demo holder's PIN hash is cheaper than the current minimum cost (then it is hashed again).
 */
export async function seedCardHolders({ ifEmpty = false, now = new Date() } = {}): Promise<string[]> {
  if (ifEmpty && (await cardHolderStore().list()).blobs.length > 0) {
    const stored = await cardHolderStore().get(DEMO_CARD_HOLDER.mobileNumber, { type: 'json' });
    const pinHash = (stored as { pinHash?: unknown } | null)?.pinHash;
    if (typeof pinHash !== 'string' || !isBelowMinimumCost(pinHash)) return [];
  }
  const records = await buildCardHolderRecords([{ line: 1, value: DEMO_CARD_HOLDER }], now);
  await writeAllOrNothing(cardHolderStore(), records);
  return [...records.keys()];
}
