import type { Locale } from '../domain/locale';

/**
 * The one way the site writes a date, per edition, on pages, PDFs, mails and the back office: "7 December 2026" in
 * English, "7 दिसंबर 2026" in Hindi, Latin digits in both; a time as "8:10 pm" (Latin "am"/"pm" in both editions),
 * always India's (IST), whatever the server's or the browser's zone. A calendar day given as an ISO date
 * ("2027-01-13") or as the UTC midnight that starts it is that same day in India. Files for machines (CSV) carry ISO
 * times in IST instead (src/domain/india-time.ts). Counts and ₹ amounts keep the Indian grouping of digits (1,00,000)
 * in both editions (./format-count.ts, src/domain/money.ts).
 */

const INDIA = 'Asia/Kolkata';
const dates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'long' }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: INDIA, dateStyle: 'long', numberingSystem: 'latn' }),
};
/** A table's dates: the month's short name, so that a column stays narrow. */
const shortDates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'medium' }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: INDIA, dateStyle: 'medium', numberingSystem: 'latn' }),
};
const time = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, timeStyle: 'short' });

/** "7 December 2026" / "7 दिसंबर 2026", the day in India. */
export function formatDate(date: string | Date, locale: Locale): string {
  return dates[locale].format(new Date(date));
}

const dayMonths: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short' }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: INDIA, day: 'numeric', month: 'short', numberingSystem: 'latn' }),
};
type MonthStyle = 'short' | 'long';
const monthFormat = (locale: Locale, month: MonthStyle) =>
  new Intl.DateTimeFormat(`${locale}-IN`, { timeZone: INDIA, month, year: 'numeric', numberingSystem: 'latn' });
const months: Record<Locale, Record<MonthStyle, Intl.DateTimeFormat>> = {
  en: { short: monthFormat('en', 'short'), long: monthFormat('en', 'long') },
  hi: { short: monthFormat('hi', 'short'), long: monthFormat('hi', 'long') },
};

/** A chart's day: "7 Dec" / "7 दिस॰", the day in India. */
export function formatDayMonth(date: string | Date, locale: Locale): string {
  return dayMonths[locale].format(new Date(date));
}

/** A month given as "2026-11": "November 2026" / "नवंबर 2026"; short ("Nov 2026" / "नव॰ 2026") on a chart's axis. */
export function formatMonth(month: string, locale: Locale, style: MonthStyle = 'long'): string {
  return months[locale][style].format(new Date(`${month}-01`));
}

/** "8:10 pm", in India. */
export function formatTime(date: string | Date): string {
  return time.format(new Date(date));
}

/** "7 December 2026, 8:10 pm IST" / "7 दिसंबर 2026, 8:10 pm IST". */
export function formatDateTime(date: string | Date, locale: Locale): string {
  return `${formatDate(date, locale)}, ${formatTime(date)} IST`;
}

/** "7 Dec 2026, 8:10 pm IST" / "7 दिस॰ 2026, 8:10 pm IST": a moment in a table's column, where width counts. */
export function formatShortDateTime(date: string | Date, locale: Locale): string {
  return `${shortDates[locale].format(new Date(date))}, ${formatTime(date)} IST`;
}
