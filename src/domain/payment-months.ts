import type { Transaction } from './investor';
import type { PaymentDate } from './payment-calendar';

/**
 * What each month of the payment calendar is for one investor, from their transactions: paid (a credit in that month:
 * its amount, and whether it was a profit month's or a loss month's payment), upcoming (the payment date is today or
 * later), or none recorded (a past month without a credit: before the investment, or held during losses).
 */
export type MonthPayment =
  | { state: 'paid'; amount: number; month: 'profit' | 'loss' | 'other'; date: string }
  | { state: 'upcoming' }
  | { state: 'none' };

export interface MonthlyAmounts {
  profit: number;
  loss: number;
}

/**
 * `today`: the ISO date in India (src/domain/india-time.ts indiaIsoDate). `amounts`: the plan's fixed amounts that
 * tell a profit month's payment from a loss month's; a plan without them (basic: a share of the profit) has none.
 */
export function monthPayments(
  calendar: readonly PaymentDate[],
  transactions: readonly Transaction[],
  today: string,
  amounts?: MonthlyAmounts,
): MonthPayment[] {
  return calendar.map(({ date }) => {
    const iso = date.toISOString().slice(0, 10);
    const credit = transactions.find(
      (t) => t.transactionType === 'Credit' && t.transactionDate.slice(0, 7) === iso.slice(0, 7),
    );
    if (credit) {
      const month = credit.amount === amounts?.profit ? 'profit' : credit.amount === amounts?.loss ? 'loss' : 'other';
      return { state: 'paid', amount: credit.amount, month, date: credit.transactionDate };
    }
    return iso >= today ? { state: 'upcoming' } : { state: 'none' };
  });
}
