import type { PaymentCycle } from './payment-cycle';

/**
 * The payment calendars, shared by the payment-schedule page, the demo data and any server code: the premium plan
 * pays on the 13th of every month, the basic plan on the 13th of January, April, July and October (after each
 * quarter closes); a payment day on Saturday or Sunday moves forward to the following Monday.
 */

export const PAYMENT_DAY = 13;

export type PaymentLabel = 'Adjusted for Weekend' | 'Regular Schedule';

export interface PaymentDate {
  /** UTC midnight of the payment day. */
  date: Date;
  adjusted: boolean;
  label: PaymentLabel;
}

const SATURDAY = 6;
const SUNDAY = 0;

/** A quarterly plan pays in the first month of each quarter: January, April, July, October (month index % 3 = 0). */
export const MONTHS_PER_QUARTER = 3;
export const isQuarterPaymentMonth = (monthIndex: number) => monthIndex % MONTHS_PER_QUARTER === 0;

/**
 * The payment date of a month (monthIndex 0 = January): the payment day (the 13th unless a cycle names another, 1 to
 * 28), or the Monday after when it falls on a weekend.
 */
export function paymentDateFor(year: number, monthIndex: number, day: number = PAYMENT_DAY): PaymentDate {
  // setUTCFullYear rather than Date.UTC, which maps years 0-99 to 1900-1999.
  const planned = new Date(0);
  planned.setUTCFullYear(year, monthIndex, day);
  const weekday = planned.getUTCDay();
  const shift = weekday === SATURDAY ? 2 : weekday === SUNDAY ? 1 : 0;
  if (shift === 0) return { date: planned, adjusted: false, label: 'Regular Schedule' };
  const date = new Date(planned.getTime());
  date.setUTCDate(day + shift);
  return { date, adjusted: true, label: 'Adjusted for Weekend' };
}

/** The premium plan's twelve payment dates of a year, January first. */
export function paymentCalendar(year: number): PaymentDate[] {
  return Array.from({ length: 12 }, (_, monthIndex) => paymentDateFor(year, monthIndex));
}

/** The payment dates of a year for one investor's cycle: twelve for a monthly one, four for a quarterly one. */
export function cycleCalendar(year: number, { frequency, day }: PaymentCycle): PaymentDate[] {
  return Array.from({ length: 12 }, (_, monthIndex) => monthIndex)
    .filter((monthIndex) => frequency === 'monthly' || isQuarterPaymentMonth(monthIndex))
    .map((monthIndex) => paymentDateFor(year, monthIndex, day));
}
