import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';

/**
 * The Hindi catalogue has every key of the English one, no text is empty, and every Hindi text is Hindi: written in
 * Devanagari and not the English text left in place. The allowed exceptions are texts made only of what the page
 * fills in (a name, a price), the catalogue's own language tag, the chat's Hindi greeting and apology that the
 * English page shows too, and the language switch, written in the language it switches to.
 */
// The ledger upload's preview lines only join values the page has already worded (a field's name, a type, amounts).
const SAME_IN_BOTH = new Set([
  'locale',
  'admission.paidCourse',
  'chat.welcomeHindi',
  'chatParts.failedReply',
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

/** The keys of each namespace (the first part of a key), so that each namespace is one test. */
const namespaces = Map.groupBy([...english.keys()], (path) => path.split('.')[0] ?? path);

/** What is wrong with one key, in words that name it; none when both texts are sound. */
function problemsOf(path: string): string[] {
  const [e, h] = [english.get(path), hindi.get(path)];
  const problems: string[] = [];
  if (typeof h !== typeof e) return [`${path}: Hindi is a ${typeof h}, English a ${typeof e}`];
  if (typeof e === 'function' && typeof h === 'function' && h.length !== e.length) {
    problems.push(`${path}: Hindi takes ${h.length} arguments, English ${e.length}`);
  }
  const [englishText, hindiText] = [String(sample(e, path)), String(sample(h, path))];
  for (const [language, text] of [
    ['English', englishText],
    ['Hindi', hindiText],
  ] as const) {
    if (text.trim() === '') problems.push(`${path}: the ${language} text is empty`);
    if (/\b(undefined|NaN)\b/.test(text))
      problems.push(`${path}: the ${language} text reads an argument it was not given`);
  }
  if (!SAME_IN_BOTH.has(path)) {
    if (!/[\u0900-\u097F]/.test(hindiText)) problems.push(`${path}: the Hindi text has no Devanagari: "${hindiText}"`);
    if (hindiText === englishText) problems.push(`${path}: the Hindi text is the English one`);
  }
  return problems;
}

describe('message catalogues', () => {
  it('has every English key in Hindi and no Hindi key that English lacks', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...namespaces.keys()])(
    '%s: each key the same kind in both languages, never empty, Hindi in Hindi',
    (name) => {
      expect((namespaces.get(name) ?? []).flatMap(problemsOf)).toEqual([]);
    },
  );

  it('finds a key that breaks a rule, naming it', () => {
    english.set('probe.broken', 'Apply');
    hindi.set('probe.broken', 'Apply');
    expect(problemsOf('probe.broken')).toEqual([
      'probe.broken: the Hindi text has no Devanagari: "Apply"',
      'probe.broken: the Hindi text is the English one',
    ]);
    english.delete('probe.broken');
    hindi.delete('probe.broken');
  });
});
