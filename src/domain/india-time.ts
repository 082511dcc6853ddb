/** Dates as the institute in New Delhi reads them: India Standard Time, whatever the server's or browser's zone. */

const INDIA = 'Asia/Kolkata';

/** The year in India, where the institute is, so numbers issued on 1 January IST carry the new year. */
export function indiaYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, year: 'numeric' }).format(date));
}

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India, e.g. "2025-07-02". */
export function indiaIsoDate(now: Date): string {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a date ("2025-07-12") is today or later in India: a date that has passed is never shown as coming. */
export function isTodayOrLater(isoDate: string, now: Date): boolean {
  return isoDate >= indiaIsoDate(now);
}

/** An instant as an ISO 8601 time in India, for files read by machines (CSV): "2026-12-07T20:10:49+05:30". */
export function indiaIsoDateTime(at: string | Date): string {
  const shifted = new Date(new Date(at).getTime() + INDIA_UTC_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+05:30`;
}
