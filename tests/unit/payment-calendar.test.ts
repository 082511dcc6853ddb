import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREMIUM_MONTHLY_LOSS, PREMIUM_MONTHLY_PROFIT } from '../../scripts/lib/premium-plan';
import { cycleCalendar, paymentCalendar, paymentDateFor } from '../../src/domain/payment-calendar';
import { investorCycle } from '../../src/domain/payment-cycle';
import { formatDate } from '../../src/i18n/format';
import { ordinal } from '../../src/i18n/ordinal';

/** The calendar rule's properties for one month. */
function checkMonth(year: number, month: number): void {
  const { date, adjusted, label } = paymentDateFor(year, month);
  const thirteenthWeekday = new Date(Date.UTC(year, month, 13)).getUTCDay();
  const weekend = thirteenthWeekday === 0 || thirteenthWeekday === 6;
  expect(date.getUTCFullYear()).toBe(year);
  expect(date.getUTCMonth()).toBe(month);
  expect([1, 2, 3, 4, 5]).toContain(date.getUTCDay());
  expect(date.getUTCDate()).toBeGreaterThanOrEqual(13);
  expect(date.getUTCDate()).toBeLessThanOrEqual(15);
  expect(Math.abs(date.getTime() % 86_400_000)).toBe(0);
  expect(adjusted).toBe(weekend);
  expect(label).toBe(weekend ? 'Adjusted for Weekend' : 'Regular Schedule');
  // Never moved further than needed: the 13th itself on weekdays, the following Monday otherwise.
  expect(date.getUTCDate() === 13 ? !weekend : date.getUTCDay() === 1).toBe(true);
}

describe('paymentDateFor', () => {
  it('holds for random months of 1900-2200 (fast-check)', () => {
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 11 }), checkMonth), {
      numRuns: 2000,
    });
  });

  it('holds for every month of 1900-2200', () => {
    for (let year = 1900; year <= 2200; year++) {
      for (let month = 0; month < 12; month++) checkMonth(year, month);
    }
  });

  it('moves Saturday the 13th to Monday the 15th and Sunday the 13th to Monday the 14th', () => {
    // 13 September 2025 is a Saturday; 13 July 2025 is a Sunday; 13 June 2025 is a Friday.
    expect(paymentDateFor(2025, 8)).toEqual({
      date: new Date('2025-09-15T00:00:00Z'),
      adjusted: true,
      label: 'Adjusted for Weekend',
    });
    expect(paymentDateFor(2025, 6).date).toEqual(new Date('2025-07-14T00:00:00Z'));
    expect(paymentDateFor(2025, 5)).toEqual({
      date: new Date('2025-06-13T00:00:00Z'),
      adjusted: false,
      label: 'Regular Schedule',
    });
  });

  it('returns twelve months in order', () => {
    const months = paymentCalendar(2026).map((p) => p.date.getUTCMonth());
    expect(months).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('cycleCalendar', () => {
  it('gives a monthly cycle the twelve dates of the premium calendar', () => {
    expect(cycleCalendar(2026, { frequency: 'monthly', day: 13 })).toEqual(paymentCalendar(2026));
  });

  it('gives a quarterly cycle January, April, July and October, with the weekend rule', () => {
    const dates = cycleCalendar(2026, { frequency: 'quarterly', day: 13 });
    expect(dates.map((p) => p.date.toISOString().slice(0, 10))).toEqual([
      '2026-01-13',
      '2026-04-13',
      '2026-07-13',
      '2026-10-13',
    ]);
    // 13 July 2025 is a Sunday: a quarter's payment day on a weekend moves to the Monday after.
    expect(cycleCalendar(2025, { frequency: 'quarterly', day: 13 })[2]?.date).toEqual(new Date('2025-07-14T00:00:00Z'));
  });

  it("pays on the cycle's own day (1 to 28), never before it, always on a weekday", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 28 }), (year, day) => {
        for (const { date } of cycleCalendar(year, { frequency: 'quarterly', day })) {
          expect(date.getUTCMonth() % 3).toBe(0);
          expect(date.getUTCDate()).toBeGreaterThanOrEqual(day);
          expect(date.getUTCDate()).toBeLessThanOrEqual(day + 2);
          expect([1, 2, 3, 4, 5]).toContain(date.getUTCDay());
        }
      }),
    );
  });

  it("takes an investor's own cycle, else the plan's", () => {
    expect(investorCycle({ accountType: 'Basic' })).toEqual({ frequency: 'quarterly', day: 13 });
    expect(investorCycle({ accountType: 'Premium' })).toEqual({ frequency: 'monthly', day: 13 });
    expect(investorCycle({ accountType: 'Basic', paymentCycle: 'quarterly-5' })).toEqual({
      frequency: 'quarterly',
      day: 5,
    });
    expect(investorCycle({ accountType: 'Premium', paymentCycle: 'nonsense' })).toEqual({
      frequency: 'monthly',
      day: 13,
    });
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [15, '15th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [122, '122nd'],
  ])('%i -> %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe('a payment date', () => {
  it('is written as every other date of the site: day, month and year', () => {
    expect(formatDate(new Date('2027-03-15T00:00:00Z'), 'en')).toBe('15 March 2027');
    expect(formatDate(new Date('2025-06-13T00:00:00Z'), 'hi')).toBe('13 जून 2025');
  });
});

describe('premium plan amounts', () => {
  it('come from plans.json and match the fixed 4,000 in profit and 2,500 in loss', () => {
    expect(PREMIUM_MONTHLY_PROFIT).toBe(4000);
    expect(PREMIUM_MONTHLY_LOSS).toBe(2500);
  });
});
