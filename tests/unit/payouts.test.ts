import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/domain/investor';
import { monthlyPayouts, payoutMonths, recentPayouts, sumPayouts } from '../../src/domain/payouts';

const entry = (id: string, date: string, type: 'Credit' | 'Debit', amount: number, reverses?: string): Transaction => ({
  transactionId: id,
  transactionDate: date,
  transactionTime: '10:00',
  transactionType: type,
  amount,
  ...(reverses ? { reverses } : {}),
});

describe('payouts per month', () => {
  it('counts credits in their month and leaves losses out', () => {
    const ledger = [
      entry('a', '2026-11-13', 'Credit', 4000),
      entry('b', '2026-11-20', 'Credit', 1500.5),
      entry('c', '2026-10-13', 'Credit', 4000),
      entry('d', '2026-11-02', 'Debit', 900),
    ];
    expect(monthlyPayouts(ledger)).toEqual({ '2026-10': 4000, '2026-11': 5500.5 });
  });

  it('takes a reversed credit back in the month of the credit, whenever the reversal is dated', () => {
    const ledger = [
      entry('r', '2027-01-05', 'Debit', 4000, 'a'),
      entry('a', '2026-11-13', 'Credit', 4000),
      entry('b', '2026-11-20', 'Credit', 1000),
    ];
    expect(monthlyPayouts(ledger)).toEqual({ '2026-11': 1000 });
  });

  it('does not count a reversed loss as a payout', () => {
    const ledger = [entry('r', '2026-11-14', 'Credit', 900, 'd'), entry('d', '2026-11-02', 'Debit', 900)];
    expect(monthlyPayouts(ledger)).toEqual({});
  });

  it('names the last 12 months in India, this month last, across a year', () => {
    // 1 December 2026, 00:30 in India (30 November, 19:00 UTC).
    const months = payoutMonths(new Date('2026-11-30T19:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-01');
    expect(months.at(-1)).toBe('2026-12');
  });

  it('keeps only the months a chart from now on can show', () => {
    const ledger = [entry('old', '2025-11-30', 'Credit', 100), entry('new', '2025-12-01', 'Credit', 200)];
    expect(recentPayouts(ledger, new Date('2026-11-15T06:00:00Z'))).toEqual({ '2025-12': 200 });
  });

  it('sums investors per month, every month of the chart present', () => {
    const months = ['2026-10', '2026-11', '2026-12'];
    const sums = sumPayouts(
      [
        { '2026-11': 4000, '2025-01': 7 },
        { '2026-11': 1500, '2026-12': 250 },
      ],
      months,
    );
    expect(sums).toEqual([
      { month: '2026-10', amount: 0 },
      { month: '2026-11', amount: 5500 },
      { month: '2026-12', amount: 250 },
    ]);
  });
});
