import type { recordTransaction } from '../../../src/api/admin-investors';
import { INDIA_UTC_OFFSET_MS } from '../../../src/domain/india-time';
import type { Transaction } from '../../../src/domain/investor';
import { reversalRefusal, reversingEntry, withEntry } from '../../../src/domain/ledger';
import { randomCode } from '../../../src/domain/random-code';
import type { z } from '../../../src/domain/zod';
import { appendAudit } from '../audit';
import { enqueueInvestorNotice } from '../mail/investor-notice';
import { together } from '../storage/in-parallel';
import { changeVersioned, investorAuditRecord, ledgerRefusal, type VersionedInvestor } from './accounts';
import { indexInvestor, readShardOf } from './search-index';

type RequestBody = z.output<typeof recordTransaction.request>;
/** The entry an officer asks for: a credit or debit with its date, or the reversal of an earlier entry. */
export type TransactionRequest = RequestBody extends infer Body
  ? Body extends unknown
    ? Omit<Body, 'version'>
    : never
  : never;

export interface RecordTransactionInput {
  /** The officer's e-mail, for the audit log. */
  actor: string;
  code: string;
  /** The version of the investor the officer saw (a stale one is refused by changeVersioned). */
  version: string | undefined;
  request: TransactionRequest;
  /** The site's address, for the investor's notice. */
  origin: string;
}

/** TXN-<date>-<6 random characters>: unique within the investor (a clash is refused and the officer saves again). */
const transactionId = (date: string) => `TXN-${date.replaceAll('-', '')}-${randomCode(6)}`;

/** Now in India as the date and time of an entry. */
function indiaNow(): { transactionDate: string; transactionTime: string } {
  const iso = new Date(Date.now() + INDIA_UTC_OFFSET_MS).toISOString();
  return { transactionDate: iso.slice(0, 10), transactionTime: iso.slice(11, 19) };
}

/** The entry a request makes on a ledger: its own fields, or the reversing entry of the one it names, dated now. */
function entryOf(request: TransactionRequest, transactions: readonly Transaction[]): Transaction {
  const descriptions = {
    ...(request.description ? { description: request.description } : {}),
    ...(request.descriptionHi ? { descriptionHi: request.descriptionHi } : {}),
  };
  if ('reverses' in request) {
    const refusal = reversalRefusal(transactions, request.reverses);
    const original = transactions.find((t) => t.transactionId === request.reverses);
    if (refusal || !original) throw ledgerRefusal(refusal ?? 'unknown-transaction');
    const when = indiaNow();
    return reversingEntry(original, { transactionId: transactionId(when.transactionDate), ...when, ...descriptions });
  }
  const { description: _description, descriptionHi: _descriptionHi, ...fields } = request;
  return { transactionId: transactionId(fields.transactionDate), ...fields, ...descriptions };
}

/**
 * Records a credit, a debit or a reversing entry on an investor's ledger: the totals move with it
 * (src/domain/ledger.ts) in one conditional write on the version the officer saw; then, together, its index line (the
 * payouts per month) and the audit entry, both of the state that write stored (a refused or stale write leaves
 * neither); then the investor's notice (a pointer to the portal, when the record has an e-mail). The index's shard is
 * read alongside the record, so the line's write needs no read of its own. Money is never edited away: a mistake is
 * corrected by a reversing entry naming the one it reverses.
 */
export async function recordInvestorTransaction(
  input: RecordTransactionInput,
): Promise<{ entry: Transaction; after: VersionedInvestor }> {
  const shard = readShardOf(input.code);
  // A failed read counts only once the entry is stored (the line's write then throws it).
  shard.catch(() => undefined);
  let entry: Transaction | undefined;
  const { after } = await changeVersioned(input.code, input.version, (record) => {
    entry = entryOf(input.request, record.transactions);
    const ledger = withEntry(record, entry);
    if (typeof ledger === 'string') throw ledgerRefusal(ledger);
    return { ...record, ...ledger };
  });
  if (!entry) throw new Error('No entry was recorded');
  // The index line carries the investor's payouts per month (search-index.ts): the payouts chart reads it.
  await together(
    indexInvestor(input.code, after.record, { from: shard }),
    appendAudit({
      actor: input.actor,
      action: entry.reverses ? 'investor-reversal' : 'investor-transaction',
      record: investorAuditRecord(input.code),
      after: entry,
    }),
  );
  await enqueueInvestorNotice({
    email: after.record.email,
    origin: input.origin,
    locale: after.record.preferredLanguage ?? 'en',
  });
  return { entry, after };
}
