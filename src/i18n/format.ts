import { formatIndiaDate, formatIndiaDateTime } from '../domain/india-time';
import type { Locale } from './locale';

/**
 * Numbers and dates in an edition's words. Counts and ₹ amounts keep the Indian grouping of digits (1,00,000) in
 * both editions; dates are India's: "2 July 2025" in English, "2 जुलाई 2025" in Hindi, with Latin digits in both.
 */

const INDIA = 'Asia/Kolkata';
const hindiDate = new Intl.DateTimeFormat('hi-IN', { timeZone: INDIA, dateStyle: 'long', numberingSystem: 'latn' });
const hindiTime = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, timeStyle: 'short' });

export function formatCount(n: number): string {
  return n.toLocaleString('en-IN');
}

/** "22 November 2026" / "22 नवंबर 2026", in India's time zone. */
export function formatDate(date: string | Date, locale: Locale): string {
  return locale === 'hi' ? hindiDate.format(new Date(date)) : formatIndiaDate(date);
}

/** "22 Nov 2026, 5:30 pm IST" / "22 नवंबर 2026, 5:30 pm IST". */
export function formatDateTime(date: string | Date, locale: Locale): string {
  if (locale !== 'hi') return formatIndiaDateTime(date);
  return `${hindiDate.format(new Date(date))}, ${hindiTime.format(new Date(date))} IST`;
}
