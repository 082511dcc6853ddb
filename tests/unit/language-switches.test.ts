import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Words and formats are chosen by edition through the catalogue or a PerLocale table (src/i18n/per-locale.ts), never
 * by a hand-written `locale === 'hi' ? … : …`. What is left is on purpose, each for its reason. (Comparisons of a
 * detected or chosen chat language, which has more values than the two editions, are rules, not editions.)
 */
const KEPT: Record<string, string> = {
  // The English edition shows the Hindi quote's English translation; the Hindi edition shows the quote itself.
  'src/components/QuoteRotator.astro': "locale === 'en'",
  // English is the data files' source language: only Hindi has a translation file to merge in.
  'src/content/hindi-data.ts': "locale === 'en'",
  // The English home page offers the Hindi edition to visitors whose browser prefers Hindi.
  'src/pages/[...locale]/index.astro': "locale === 'en'",
};

const root = join(import.meta.dirname, '../..');
const SWITCH = /\b(locale|lang)\s*[!=]==?\s*'(en|hi)'/g;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'generated' || name === 'node_modules') return [];
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mts|astro|mjs)$/.test(name) ? [path] : [];
  });
}

const switches = (text: string) => [...text.matchAll(SWITCH)].map((match) => match[0].replace(/\s+/g, ' '));

describe('language switches', () => {
  it('are only the kept ones, each with its reason', () => {
    const found = Object.fromEntries(
      ['src', 'netlify', 'scripts']
        .flatMap(filesUnder)
        .map((file) => [relative(root, join(root, file)), switches(readFileSync(join(root, file), 'utf8'))] as const)
        .filter(([file, list]) => list.length > 0 && !file.endsWith('per-locale.ts'))
        .map(([file, list]) => [file, list.join(', ')]),
    );
    expect(found).toEqual(KEPT);
  });

  it('finds a switch written by hand', () => {
    expect(switches("const a = locale === 'hi' ? x : y; if (lang !== 'en') return;")).toEqual([
      "locale === 'hi'",
      "lang !== 'en'",
    ]);
  });
});
