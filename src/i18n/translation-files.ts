import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationPair } from './translation-status';

/** The data lists whose words the Hindi edition translates (content/data/hi/<name>.json). */
export const TRANSLATED_DATA = ['courses', 'facts', 'leaders', 'plans', 'programs', 'services'] as const;

function pair(root: string, englishPath: string, hindiPath: string): TranslationPair {
  const hindiFile = join(root, hindiPath);
  return {
    englishPath,
    englishText: readFileSync(join(root, englishPath), 'utf8'),
    hindiPath,
    hindiText: existsSync(hindiFile) ? readFileSync(hindiFile, 'utf8') : undefined,
  };
}

/** Every English content file that has a Hindi counterpart, with that counterpart (if it exists). */
export function translationPairs(root: string): TranslationPair[] {
  const pairs: TranslationPair[] = [];
  for (const folder of ['content/pages', 'content/policies']) {
    for (const file of readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.mdx'))
      .sort()) {
      pairs.push(pair(root, `${folder}/${file}`, `${folder}/hi/${file}`));
    }
  }
  for (const name of TRANSLATED_DATA) {
    pairs.push(pair(root, `content/data/${name}.json`, `content/data/hi/${name}.json`));
  }
  return pairs;
}
