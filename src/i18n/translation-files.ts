import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_FIELDS, type TranslatedDataName } from '../content/translated-fields';
import type { TranslationPair } from './translation-status';

function pair(root: string, englishPath: string, hindiPath: string): TranslationPair {
  const hindiFile = join(root, hindiPath);
  return {
    englishPath,
    englishText: readFileSync(join(root, englishPath), 'utf8'),
    hindiPath,
    hindiText: existsSync(hindiFile) ? readFileSync(hindiFile, 'utf8') : undefined,
  };
}

type DataEntry = { id: string } & Record<string, unknown>;

function readList(root: string, path: string): DataEntry[] {
  const file = join(root, path);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DataEntry[]) : [];
}

/**
 * What a Hindi data entry translates: the English entry's translated fields, in a fixed order. A change to its
 * numbers or prices leaves the translation current.
 */
export function englishWords(name: TranslatedDataName, entry: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(TRANSLATED_FIELDS[name].map((field) => [field, entry[field]])));
}

/** One pair per entry of a data list (`…/courses.json#coding`): each Hindi entry follows its English entry. */
function dataPairs(root: string, name: TranslatedDataName): TranslationPair[] {
  const englishPath = `content/data/${name}.json`;
  const hindiPath = `content/data/hi/${name}.json`;
  const hindi = readList(root, hindiPath);
  return readList(root, englishPath).map((entry) => {
    const translation = hindi.find((candidate) => candidate.id === entry.id);
    return {
      englishPath: `${englishPath}#${entry.id}`,
      englishText: englishWords(name, entry),
      hindiPath: `${hindiPath}#${entry.id}`,
      hindiText: translation && JSON.stringify(translation),
    };
  });
}

/** Every English content file, or data entry, that has a Hindi counterpart, with that counterpart (if it exists). */
export function translationPairs(root: string): TranslationPair[] {
  const pairs: TranslationPair[] = [];
  for (const folder of ['content/pages', 'content/policies']) {
    for (const file of readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.mdx'))
      .sort()) {
      pairs.push(pair(root, `${folder}/${file}`, `${folder}/hi/${file}`));
    }
  }
  for (const name of Object.keys(TRANSLATED_FIELDS) as TranslatedDataName[]) pairs.push(...dataPairs(root, name));
  return pairs;
}
