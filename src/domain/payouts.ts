import { indiaIsoDate } from './india-time';
import type { Transaction } from './investor';
import { rupees } from './ledger';

/**
 * Money paid out to investors per month. A payout is a credit (it adds to the amount released, src/domain/ledger.ts);
 * a reversing debit takes it back in the month of the credit it reverses, so a payment recorded and then reversed
 * leaves its month as it was. A debit that reverses nothing is a loss, not a payout. Months are "2026-11", the month
 * of the entry's date (an India date).
 */
export const PAYOUT_MONTHS = 12;

export type MonthlyAmounts = Record<string, number>;
export interface MonthPayout {
  month: string;
  amount: number;
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The months of the chart in India, oldest first, ending with this month. */
export function payoutMonths(now: Date, count = PAYOUT_MONTHS): string[] {
  const [year = 0, month = 1] = indiaIsoDate(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const back = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return back.toISOString().slice(0, 7);
  });
}

/** One ledger's payouts by month (months without any are left out). */
export function monthlyPayouts(transactions: readonly Transaction[]): MonthlyAmounts {
  const byId = new Map(transactions.map((entry) => [entry.transactionId, entry]));
  const sums: MonthlyAmounts = {};
  const add = (month: string, amount: number) => {
    sums[month] = rupees((sums[month] ?? 0) + amount);
  };
  for (const entry of transactions) {
    if (entry.transactionType === 'Credit' && !entry.reverses) add(monthOf(entry.transactionDate), entry.amount);
    const reversed = entry.reverses ? byId.get(entry.reverses) : undefined;
    if (entry.transactionType === 'Debit' && reversed?.transactionType === 'Credit') {
      add(monthOf(reversed.transactionDate), -entry.amount);
    }
  }
  return Object.fromEntries(Object.entries(sums).filter(([, amount]) => amount !== 0));
}

/**
 * The payouts a chart drawn from `now` on can still show: this month's PAYOUT_MONTHS and any later month. Kept per
 * investor where the ledger is written; a month that falls out of the window later is simply not asked for.
 */
export function recentPayouts(transactions: readonly Transaction[], now: Date): MonthlyAmounts {
  const first = payoutMonths(now)[0] ?? '';
  return Object.fromEntries(Object.entries(monthlyPayouts(transactions)).filter(([month]) => month >= first));
}

/** The chart's months with every investor's payouts summed. */
export function sumPayouts(perInvestor: Iterable<MonthlyAmounts>, months: readonly string[]): MonthPayout[] {
  const sums = new Map(months.map((month) => [month, 0]));
  for (const amounts of perInvestor) {
    for (const [month, amount] of Object.entries(amounts)) {
      const sum = sums.get(month);
      if (sum !== undefined) sums.set(month, rupees(sum + amount));
    }
  }
  return [...sums].map(([month, amount]) => ({ month, amount }));
}
