/**
 * The premium plan's payment calendar, shared by the payment-schedule page and any
 * server code: payments fall on the 13th; a 13th on Saturday or Sunday moves forward to the following Monday.
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

/** The payment date of a month (monthIndex 0 = January): the 13th, or the Monday after when it falls on a weekend. */
export function paymentDateFor(year: number, monthIndex: number): PaymentDate {
  // setUTCFullYear rather than Date.UTC, which maps years 0-99 to 1900-1999.
  const thirteenth = new Date(0);
  thirteenth.setUTCFullYear(year, monthIndex, PAYMENT_DAY);
  const weekday = thirteenth.getUTCDay();
  const shift = weekday === SATURDAY ? 2 : weekday === SUNDAY ? 1 : 0;
  if (shift === 0) return { date: thirteenth, adjusted: false, label: 'Regular Schedule' };
  const date = new Date(thirteenth.getTime());
  date.setUTCDate(PAYMENT_DAY + shift);
  return { date, adjusted: true, label: 'Adjusted for Weekend' };
}

/** The twelve payment dates of a year, January first. */
export function paymentCalendar(year: number): PaymentDate[] {
  return Array.from({ length: 12 }, (_, monthIndex) => paymentDateFor(year, monthIndex));
}
