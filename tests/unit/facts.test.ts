import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import statsJson from '../../content/data/stats.json';
import { formatFact } from '../../src/content/fact-values';
import { fact, facts, factText, isFactId } from '../../src/content/facts';
import { factSchema, factsSchema, statSchema } from '../../src/content/schemas';

const root = join(import.meta.dirname, '../..');

function filesUnder(folder: string, extensions: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.test(name) ? [path] : [];
  });
}

/**
 * What a page would write if it typed a figure, hour, amount or date a visitor compares across pages instead of
 * reading it. (Rules such as the PIN's 4 digits are facts too, but they are stated where the rule is explained.)
 */
const literalPatterns: Record<string, RegExp> = {
  // the year of a law's name ("… Rules, 2021", in Hindi "… नियम, 2021") is not the founding year
  founded: /(?<!(Rules|नियम), )\b2021\b/,
  'voice-girls-trained': /\b100\+|more than 100\b/,
  'students-trained': /\b500\+|more than 500 students/,
  'digital-solutions': /\b50\+|more than 50 digital/,
  'institute-projects': /(?<![\d,])5\+/,
  'placement-percent': /\b95 ?%/,
  'always-on': /24\/7|24 ?x ?7/,
  'support-hours': /9:00 AM|8:00 PM/,
  'office-hours': /9 AM to 6 PM/,
  'support-response-hours': /within 4 hours/,
  'lock-in-days': /\b60[- ]days?\b/,
  'company-current-loss': /39,?473/,
};

/** Facts that are words of the course's own name ("the free 6-month course"), not figures a page could misstate. */
const namedInProse = ['course-fee', 'certificate-course'];

describe('content/data/facts.json', () => {
  it('parses with the facts schema, each fact with a label that says what it counts', () => {
    const raw: unknown = JSON.parse(readFileSync(join(root, 'content/data/facts.json'), 'utf8'));
    expect(factsSchema.safeParse(raw).error?.issues ?? []).toEqual([]);
    for (const fact of Object.values(facts)) expect(fact.label.split(' ').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the figures that look alike apart, as separate facts with their own labels', () => {
    expect(fact('voice-girls-trained')).toMatchObject({ label: 'Girls trained in voice acting', value: '100+' });
    expect(fact('students-trained')).toMatchObject({ label: 'Students trained across our programmes', value: '500+' });
    expect(factText('institute-projects')).toBe('5+');
    expect(factText('digital-solutions')).toBe('50+');
    expect(factText('always-on')).toBe('24/7');
    expect(fact('always-on').label).toMatch(/tools.*assistant/);
    expect(factText('support-hours')).toBe('9:00 AM to 8:00 PM');
    expect(factText('office-hours')).toBe('9 AM to 6 PM, Monday to Friday');
    expect(factText('company-current-loss')).toBe('₹39,473');
    expect(fact('company-current-loss').label).toBe("The company's current loss");
  });

  it('rejects a fact without a label, a bad date or a rupee amount that is not a whole number', () => {
    expect(factSchema.safeParse({ kind: 'text', value: '500+' }).success).toBe(false);
    expect(factSchema.safeParse({ label: 'Deadline', kind: 'date', value: '2 July 2025' }).success).toBe(false);
    expect(factSchema.safeParse({ label: 'Loss', kind: 'rupees', value: 394.73 }).success).toBe(false);
    expect(factSchema.safeParse({ label: 'Loss', kind: 'dollars', value: 1 }).success).toBe(false);
    expect(factsSchema.safeParse([{ id: 'Bad Id', label: 'Fact', kind: 'text', value: '1' }]).success).toBe(false);
    const twice = { id: 'twice', label: 'A fact', kind: 'text', value: '1' };
    expect(factsSchema.safeParse([twice, twice]).success).toBe(false);
    expect(formatFact({ label: 'Loss', kind: 'rupees', value: 123456 }, 'en')).toBe('₹1,23,456');
    expect(formatFact({ label: 'Founded', kind: 'year', value: 2021 }, 'hi')).toBe('2021');
  });

  it('is read by every stat tile: each names a fact that exists', () => {
    for (const stat of statsJson) {
      expect(statSchema.safeParse(stat).success).toBe(true);
      expect(isFactId(stat.fact), `${stat.id} names ${stat.fact}`).toBe(true);
    }
    expect(isFactId('no-such-fact')).toBe(false);
  });
});

describe('no page states a fact as a literal', () => {
  const sources = [
    ...filesUnder(join(root, 'src/pages'), /\.(astro|ts|tsx|mdx)$/),
    ...filesUnder(join(root, 'src/components'), /\.(astro|ts|tsx)$/),
    ...filesUnder(join(root, 'src/islands'), /\.(ts|tsx)$/),
    ...filesUnder(join(root, 'content'), /\.mdx$/),
  ].map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

  it('scans the pages, components, islands and MDX content', () => {
    expect(sources.length).toBeGreaterThan(40);
    expect(sources.some((s) => s.path === 'content/pages/home.mdx')).toBe(true);
  });

  it('has a pattern for every fact a stat tile shows', () => {
    const covered = new Set([...Object.keys(literalPatterns), ...namedInProse]);
    for (const stat of statsJson) expect(covered.has(stat.fact), stat.fact).toBe(true);
    for (const id of covered) expect(isFactId(id), id).toBe(true);
  });

  it.each(Object.entries(literalPatterns))('%s is read from content/data/facts.json, never typed', (_id, pattern) => {
    const found = sources.flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('catches a page that types a fact', () => {
    expect(literalPatterns['students-trained']?.test('<dd>500+</dd>')).toBe(true);
    expect(literalPatterns['company-current-loss']?.test('<Rupees amount={39473} />')).toBe(true);
    expect(literalPatterns['institute-projects']?.test('₹1,25+')).toBe(false);
  });
});
