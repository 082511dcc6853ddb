import { describe, expect, it } from 'vitest';
import { requestLocale } from '../../netlify/lib/http/request-locale';
import { localePath } from '../../src/domain/locale';
import { describeWait } from '../../src/i18n/describe-wait';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatShortDateTime,
  formatTime,
} from '../../src/i18n/format';
import { formatCount } from '../../src/i18n/format-count';
import { formatSavedTime } from '../../src/i18n/saved-time';

describe('formatting by edition', () => {
  it('groups numbers the Indian way in both editions', () => {
    expect(formatCount(50000)).toBe('50,000');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('writes dates in India, "2 July 2025" and "2 जुलाई 2025", with Latin digits', () => {
    const date = new Date('2025-07-02T12:00:00Z');
    expect(formatDate(date, 'en')).toBe('2 July 2025');
    expect(formatDate(date, 'hi')).toBe('2 जुलाई 2025');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2025-07-01T20:00:00Z', 'hi')).toBe('2 जुलाई 2025');
    expect(formatDateTime('2025-07-02T10:00:00Z', 'hi')).toBe('2 जुलाई 2025, 3:30 pm IST');
    expect(formatDateTime('2025-07-02T10:00:00Z', 'en')).toBe('2 July 2025, 3:30 pm IST');
    expect(formatTime('2026-12-07T14:40:49Z')).toBe('8:10 pm');
  });

  it("names a chart's days and months in the edition's words, the day in India", () => {
    expect(formatDayMonth('2026-12-07', 'en')).toBe('7 Dec');
    expect(formatDayMonth('2026-12-07', 'hi')).toBe('7 दिस॰');
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'hi')).toBe('नवंबर 2026');
    expect(formatMonth('2026-11', 'en', 'short')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'hi', 'short')).toBe('नव॰ 2026');
  });

  it("writes a moment of the back office's lists in India's time and the site's date words", () => {
    expect(formatDateTime('2026-12-07T14:40:49Z', 'en')).toBe('7 December 2026, 8:10 pm IST');
    expect(formatDateTime('2026-12-07T14:40:49Z', 'hi')).toBe('7 दिसंबर 2026, 8:10 pm IST');
    // 19:00 UTC is already the next morning in India.
    expect(formatDateTime('2026-12-07T19:00:00Z', 'en')).toBe('8 December 2026, 12:30 am IST');
  });

  it("writes a moment in a back office table's column with the month's short name, in India", () => {
    expect(formatShortDateTime('2026-12-07T14:40:49Z', 'en')).toBe('7 Dec 2026, 8:10 pm IST');
    expect(formatShortDateTime('2026-12-07T14:40:49Z', 'hi')).toBe('7 दिस॰ 2026, 8:10 pm IST');
    expect(formatShortDateTime('2026-12-07T19:00:00Z', 'en')).toBe('8 Dec 2026, 12:30 am IST');
  });

  it("writes when a chat was saved with the month in the page's language and the time as the site writes it", () => {
    const saved = Date.parse('2026-11-29T07:28:00Z');
    expect(formatSavedTime(saved, 'en', 'Asia/Kolkata')).toBe('29 Nov, 12:58 pm');
    expect(formatSavedTime(saved, 'hi', 'Asia/Kolkata')).toBe('29 नवंबर, 12:58 pm');
    expect(formatSavedTime(saved, 'hi', 'UTC')).toBe('29 नवंबर, 07:28 am');
  });

  it('writes a calendar day, given as an ISO date or as its UTC midnight, as that same day in both editions', () => {
    expect(formatDate('2027-03-15', 'en')).toBe('15 March 2027');
    expect(formatDate('2027-03-15', 'hi')).toBe('15 मार्च 2027');
    const firstOfMonth = new Date(Date.UTC(2026, 5, 1));
    expect(formatDate(firstOfMonth, 'en')).toBe('1 June 2026');
    expect(formatDate(firstOfMonth, 'hi')).toBe('1 जून 2026');
  });

  it('says a wait in words in both languages', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45, 'hi')).toBe('45 सेकंड');
    expect(describeWait(15 * 60, 'hi')).toBe('15 मिनट');
    expect(describeWait(60 * 60 * 23 + 5 * 60, 'en')).toBe('23 hours 5 minutes');
    expect(describeWait(60 * 60 * 23 + 5 * 60, 'hi')).toBe('23 घंटे 5 मिनट');
    expect(describeWait(60 * 60 * 3, 'hi')).toBe('3 घंटे');
  });

  it('puts Hindi pages under /hi/ and English ones where they are', () => {
    expect(localePath('/admissions', 'hi')).toBe('/hi/admissions');
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/admissions', 'en')).toBe('/admissions');
  });
});

describe('the language a request asks for', () => {
  const asking = (value?: string) =>
    requestLocale(
      new Request('http://localhost/api/x', value === undefined ? {} : { headers: { 'Accept-Language': value } }),
    );

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI', 'hi'],
    ['en', 'en'],
    ['en-IN,hi;q=0.9', 'en'],
    ['hi;q=0.5, en;q=0.8', 'en'],
    ['fr, hi;q=0.7', 'hi'],
    ['fr, de', 'en'],
    ['hi;q=0, en;q=0.1', 'en'],
    ['*', 'en'],
  ])('Accept-Language %j -> %s', (header, locale) => {
    expect(asking(header)).toBe(locale);
  });
});
