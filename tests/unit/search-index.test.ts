/**
 * The site search on the built index (scripts/build-search-index.mjs): what visitors type most finds the page that
 * answers it, first, in both editions, and every suggested word finds something. Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/locale';
import { preparePages, searchIndexPages, searchPages } from '../../src/domain/search-ranking';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { distDir } from '../support/first-load';

const indexOf = (locale: Locale) =>
  preparePages(searchIndexPages(JSON.parse(readFileSync(new URL(`search-index/${locale}.json`, distDir), 'utf8'))));
const editions = { en: indexOf('en'), hi: indexOf('hi') };
const firstPath = (locale: Locale, query: string) => searchPages(editions[locale], query)[0]?.page.path;

describe('the built search index', () => {
  it('holds every indexed page of its edition once, with a title and text, and no page of the other edition', () => {
    for (const [locale, pages] of Object.entries(editions)) {
      const paths = pages.map((page) => page.page.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths).toEqual(
        expect.arrayContaining(
          locale === 'en' ? ['/', '/about', '/student-portal'] : ['/hi', '/hi/about', '/hi/student-portal'],
        ),
      );
      for (const { page } of pages) {
        expect(page.path.startsWith('/hi'), page.path).toBe(locale === 'hi');
        expect(page.title, page.path).not.toBe('');
        expect(page.text.length, page.path).toBeGreaterThan(100);
        expect(page.text, page.path).not.toMatch(/<[a-z/]|&amp;/);
      }
    }
  });

  it.each([
    ['en', 'student portal', '/student-portal'],
    ['en', 'certificate', '/admissions'],
    ['en', 'refund', '/investment-policy'],
    ['en', 'fees', '/admissions'],
    ['en', 'फीस', '/admissions'],
    ['hi', 'student portal', '/hi/student-portal'],
    ['hi', 'स्टूडेंट पोर्टल', '/hi/student-portal'],
    ['hi', 'छात्र पोर्टल', '/hi/student-portal'],
    ['hi', 'fees', '/hi/admissions'],
    ['hi', 'फ़ीस', '/hi/admissions'],
    ['hi', 'फीस', '/hi/admissions'],
    ['hi', 'शुल्क', '/hi/admissions'],
    ['hi', 'certificate', '/hi/admissions'],
    ['hi', 'सर्टिफ़िकेट', '/hi/admissions'],
    ['hi', 'refund', '/hi/investment-policy'],
  ] as const)('%s: "%s" finds %s first', (locale, query, path) => {
    expect(firstPath(locale, query)).toBe(path);
  });

  it('finds nothing for "xyz123"', () => {
    expect(searchPages(editions.en, 'xyz123')).toEqual([]);
    expect(searchPages(editions.hi, 'xyz123')).toEqual([]);
  });

  it('finds a page of its edition for every suggested word', () => {
    for (const [locale, words] of [
      ['en', en.site.searchDialog.suggestions],
      ['hi', hi.site.searchDialog.suggestions],
    ] as const)
      for (const word of words) expect(firstPath(locale, word), `${locale}: ${word}`).toBeDefined();
  });
});
