import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';

/**
 * The Hindi catalogue has every key of the English one, no text is empty, and every Hindi text is Hindi: written in
 * Devanagari and not the English text left in place. The allowed exceptions are texts made only of what the page
 * fills in (a name, a price), the catalogue's own language tag, the chat's Hindi greeting that the English page
 * shows too, and the language switch, written in the language it switches to.
 */
// The ledger upload's preview lines only join values the page has already worded (a field's name, a type, amounts).
const SAME_IN_BOTH = new Set([
  'locale',
  'admission.paidCourse',
  'chat.welcomeHindi',
  'adminInvestors.upload.change',
  'adminInvestors.upload.transaction',
  'site.switchLanguage.label',
  'site.switchLanguage.description',
]);

type Entry = { path: string; value: unknown };

function entries(tree: unknown, path = ''): Entry[] {
  if (tree === null || typeof tree !== 'object') return [{ path, value: tree }];
  return Object.entries(tree).flatMap(([key, value]) => entries(value, path ? `${path}.${key}` : key));
}

/** Texts whose arguments are not names or numbers (a key of another namespace, an object of counts), sampled so. */
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = {
  'search.enterOpens': ['home'],
  'statement.holderKind': ['Premium', 'single', true],
  'adminInvestors.upload.counts': [
    { rows: 7, newInvestors: 7, changedInvestors: 7, unchanged: 7, newTransactions: 7, badRows: 7 },
  ],
};

/** A function text called with sample arguments: strings for names, 7 for numbers (every text reads both). */
const sample = (value: unknown, path: string): unknown =>
  typeof value === 'function'
    ? value(...(SAMPLE_ARGUMENTS[path] ?? Array.from({ length: value.length }, () => 7)))
    : value;

const english = new Map(entries(en).map(({ path, value }) => [path, value]));
const hindi = new Map(entries(hi).map(({ path, value }) => [path, value]));

describe('message catalogues', () => {
  it('has every English key in Hindi and no Hindi key that English lacks', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s: the same kind in both, never empty', (path) => {
    const [e, h] = [english.get(path), hindi.get(path)];
    expect(typeof h).toBe(typeof e);
    if (typeof e === 'function' && typeof h === 'function') expect(h.length).toBe(e.length);
    for (const text of [String(sample(e, path)), String(sample(h, path))]) {
      expect(text.trim()).not.toBe('');
      expect(text, 'a text that reads an argument it was not given').not.toMatch(/\b(undefined|NaN)\b/);
    }
  });

  it.each([...english.keys()].filter((path) => !SAME_IN_BOTH.has(path)))('%s: Hindi, not English', (path) => {
    const text = String(sample(hindi.get(path), path));
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toBe(String(sample(english.get(path), path)));
  });
});
