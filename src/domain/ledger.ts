import type { InvestorAccount, Transaction } from './investor';

/**
 * The investor's ledger rules. Money is never edited away: a wrong entry is corrected by a reversing entry (the
 * opposite type, the same amount) that names the entry it reverses. An entry may be reversed once, and a reversing
 * entry is never reversed itself.
 *
 * The totals the investor sees move with the entries: a credit adds its amount to `totalAmountReleased`, a debit to
 * `currentLoss`; a reversing entry takes back what the entry it reverses added. The totals an import set are the
 * opening balances the entries move from.
 */
export type LedgerRefusal = 'unknown-transaction' | 'already-reversed' | 'reversal-of-reversal' | 'duplicate-id';

export interface Ledger {
  account: InvestorAccount;
  transactions: Transaction[];
}

/** Rupees to the paisa: sums of amounts stored with paise stay exact. */
export const rupees = (value: number) => Math.round(value * 100) / 100;

/** Why `reverses` cannot be reversed, or null when it can. */
export function reversalRefusal(transactions: readonly Transaction[], reverses: string): LedgerRefusal | null {
  const original = transactions.find((entry) => entry.transactionId === reverses);
  if (!original) return 'unknown-transaction';
  if (original.reverses) return 'reversal-of-reversal';
  if (transactions.some((entry) => entry.reverses === reverses)) return 'already-reversed';
  return null;
}

/** The reversing entry of `original`: the opposite type, the same amount. */
export function reversingEntry(
  original: Transaction,
  entry: Pick<Transaction, 'transactionId' | 'transactionDate' | 'transactionTime' | 'description'>,
): Transaction {
  return {
    ...entry,
    transactionType: original.transactionType === 'Credit' ? 'Debit' : 'Credit',
    amount: original.amount,
    reverses: original.transactionId,
  };
}

/** The ledger with `entry` appended and the totals moved, or why it cannot be appended. */
export function withEntry(ledger: Ledger, entry: Transaction): Ledger | LedgerRefusal {
  if (ledger.transactions.some((existing) => existing.transactionId === entry.transactionId)) return 'duplicate-id';
  let { totalAmountReleased, currentLoss } = ledger.account;
  if (entry.reverses) {
    const refusal = reversalRefusal(ledger.transactions, entry.reverses);
    if (refusal) return refusal;
    // A reversing credit takes back a debit (a loss), a reversing debit a credit (a payment).
    if (entry.transactionType === 'Credit') currentLoss = Math.max(0, rupees(currentLoss - entry.amount));
    else totalAmountReleased = Math.max(0, rupees(totalAmountReleased - entry.amount));
  } else if (entry.transactionType === 'Credit') totalAmountReleased = rupees(totalAmountReleased + entry.amount);
  else currentLoss = rupees(currentLoss + entry.amount);
  return {
    account: { ...ledger.account, totalAmountReleased, currentLoss },
    transactions: [entry, ...ledger.transactions],
  };
}
