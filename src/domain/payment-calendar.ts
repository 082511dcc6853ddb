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

/** English ordinal: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st 111th. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** "15th March 2027", from a UTC-midnight Date or an ISO date (2027-03-15). */
export function formatOrdinalDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return `${ordinal(d.getUTCDate())} ${monthName.format(d)} ${d.getUTCFullYear()}`;
}
