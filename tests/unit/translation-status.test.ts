import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import courses from '../../content/data/courses.json';
import { TRANSLATED_FIELDS } from '../../src/content/translated-fields';
import { englishWords, translationPairs } from '../../src/i18n/translation-files';
import { describeStatus, recordedHash, sourceHash, translationStatus } from '../../src/i18n/translation-status';

const root = join(import.meta.dirname, '../..');
const english = '---\ntitle: About us\n---\n\nWe started in 2021.\n';
const hash = sourceHash(english);
const mdx = (translatedFrom: string) => `---\ntitle: हमारे बारे में\ntranslatedFrom: '${translatedFrom}'\n---\n\nपाठ\n`;

describe('sourceHash', () => {
  it('is 16 hex digits that change with any change of the text', () => {
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceHash(`${english} `)).not.toBe(hash);
    expect(sourceHash(english)).toBe(hash);
  });
});

describe('recordedHash', () => {
  it('reads translatedFrom from MDX frontmatter, quoted or not', () => {
    expect(recordedHash('x.mdx', mdx(hash))).toBe(hash);
    expect(recordedHash('x.mdx', `---\ntranslatedFrom: ${hash}\n---\n`)).toBe(hash);
  });

  it('ignores translatedFrom outside the frontmatter', () => {
    expect(recordedHash('x.mdx', `---\ntitle: x\n---\n\ntranslatedFrom: ${hash}\n`)).toBeUndefined();
  });

  it('reads translatedFrom from an entry of a JSON list', () => {
    expect(recordedHash('x.json#coding', JSON.stringify({ id: 'coding', title: 'कोडिंग', translatedFrom: hash }))).toBe(
      hash,
    );
    expect(recordedHash('x.json#coding', '{"id":"coding"}')).toBeUndefined();
  });
});

describe('translationStatus', () => {
  const pair = {
    englishPath: 'content/pages/about.mdx',
    englishText: english,
    hindiPath: 'content/pages/hi/about.mdx',
  };

  it('is current when the Hindi file records the hash of the English one', () => {
    expect(translationStatus({ ...pair, hindiText: mdx(hash) }).state).toBe('current');
  });

  it('is stale when the English file changed after the translation', () => {
    const status = translationStatus({ ...pair, englishText: `${english}More.\n`, hindiText: mdx(hash) });
    expect(status.state).toBe('stale');
    expect(status.recordedHash).toBe(hash);
    expect(describeStatus(status)).toBe(
      `stale    content/pages/hi/about.mdx: content/pages/about.mdx changed; update the translation and set translatedFrom: ${sourceHash(`${english}More.\n`)} (was ${hash})`,
    );
  });

  it('is stale when the Hindi file records no hash', () => {
    expect(translationStatus({ ...pair, hindiText: '---\ntitle: x\n---\n' }).state).toBe('stale');
  });

  it('is missing when there is no Hindi file, and says which hash to set', () => {
    const status = translationStatus({ ...pair, hindiText: undefined });
    expect(status.state).toBe('missing');
    expect(describeStatus(status)).toBe(
      `missing  content/pages/hi/about.mdx: translate content/pages/about.mdx and set translatedFrom: ${hash}`,
    );
  });
});

describe('the Hindi edition of content/', () => {
  const pairs = translationPairs(root);

  it('covers every page, every policy and the translated data lists', () => {
    const english = pairs.map((pair) => pair.englishPath);
    expect(english).toContain('content/pages/home.mdx');
    expect(english).toContain('content/policies/privacy-policy.mdx');
    for (const name of Object.keys(TRANSLATED_FIELDS)) {
      expect(english.filter((path) => path.startsWith(`content/data/${name}.json#`)).length).toBeGreaterThan(0);
    }
    expect(english).toContain('content/data/courses.json#coding');
  });

  it('follows only the words of a data entry: a new price keeps its translation current', () => {
    const course = courses[0];
    if (!course) throw new Error('content/data/courses.json is empty');
    expect(englishWords('courses', { ...course, price: course.price + 1 })).toBe(englishWords('courses', course));
    expect(englishWords('courses', { ...course, title: 'Coding and apps' })).not.toBe(englishWords('courses', course));
  });

  it('has a current Hindi file for each (npm run translations:status names the ones that are not)', () => {
    const behind = pairs.map(translationStatus).filter((status) => status.state !== 'current');
    expect(behind.map(describeStatus)).toEqual([]);
  });
});
