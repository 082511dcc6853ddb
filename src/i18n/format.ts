import type { Locale } from '../domain/locale';
import { ordinal } from './ordinal';

/**
 * Dates in an edition's words, India's: "2 July 2025" in English, "2 जुलाई 2025" in Hindi, with Latin digits in both.
 * Counts and ₹ amounts keep the Indian grouping of digits (1,00,000) in both editions (./format-count.ts,
 * src/domain/money.ts).
 */

const INDIA = 'Asia/Kolkata';
const englishDate = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'long' });
const englishDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'medium', timeStyle: 'short' });
const englishMonth = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });
const hindiDate = new Intl.DateTimeFormat('hi-IN', { timeZone: INDIA, dateStyle: 'long', numberingSystem: 'latn' });
// Both editions write the time with Latin digits and am/pm ("8:10 pm").
const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, timeStyle: 'short' });

/** "22 November 2026" / "22 नवंबर 2026", in India's time zone. */
export function formatDate(date: string | Date, locale: Locale): string {
  return (locale === 'hi' ? hindiDate : englishDate).format(new Date(date));
}

/** "22 Nov 2026, 5:30 pm IST" / "22 नवंबर 2026, 5:30 pm IST". */
export function formatDateTime(date: string | Date, locale: Locale): string {
  if (locale !== 'hi') return `${englishDateTime.format(new Date(date))} IST`;
  return `${hindiDate.format(new Date(date))}, ${indiaTime.format(new Date(date))} IST`;
}

/**
 * A moment as the back office's lists say it, in India's time without the zone's name: "7 December 2026, 8:10 pm" /
 * "7 दिसंबर 2026, 8:10 pm".
 */
export function formatDateTimeWords(date: string | Date, locale: Locale): string {
  return `${formatDate(date, locale)}, ${indiaTime.format(new Date(date))}`;
}

/** A payment or statement day (a UTC-midnight Date or an ISO date): "15th March 2027" / "15 मार्च 2027". */
export function formatPaymentDate(date: Date | string, locale: Locale): string {
  if (locale === 'hi') return formatDate(date, 'hi');
  const day = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return `${ordinal(day.getUTCDate())} ${englishMonth.format(day)} ${day.getUTCFullYear()}`;
}
