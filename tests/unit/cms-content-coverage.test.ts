import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/cms/config';

/** Every content file the site reads can be opened in the CMS, and every file the CMS names exists. */

const root = process.cwd();
const config = cmsConfig({ root, repository: 'owner/site', siteUrl: 'https://example.org' });
const { locales, default_locale: defaultLocale } = config.i18n;

function contentFiles(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    return entry.isDirectory() ? contentFiles(path) : [path];
  });
}

/** A file collection's file in each locale: `{{locale}}/` is left out for the default locale. */
function localeFiles(file: string): string[] {
  if (!file.includes('{{locale}}')) return [file];
  return locales.map((locale) =>
    locale === defaultLocale ? file.replace('{{locale}}/', '') : file.replace('{{locale}}', locale),
  );
}

/** The paths a collection edits: a folder collection's files in each locale, a file collection's files. */
function pathsOf(collection: Record<string, unknown>): RegExp[] {
  if (typeof collection.folder === 'string') {
    const folder = collection.folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const translated = locales.filter((locale) => locale !== defaultLocale).join('|');
    return [new RegExp(`^${folder}/(?:(?:${translated})/)?[^/]+\\.${collection.extension}$`)];
  }
  const files = (collection.files as { file: string }[]).flatMap(({ file }) => localeFiles(file));
  return files.map((file) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

const patterns = config.collections.flatMap(pathsOf);

describe('the CMS covers content/', () => {
  it('reaches every file under content/', () => {
    const unreachable = contentFiles('content').filter((path) => !patterns.some((pattern) => pattern.test(path)));
    expect(unreachable).toEqual([]);
  });

  it('names only files that exist', () => {
    const named = config.collections.flatMap((collection) =>
      ((collection.files as { file: string }[] | undefined) ?? []).flatMap(({ file }) => localeFiles(file)),
    );
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    expect(named.length).toBeGreaterThan(20);
  });

  it('edits both editions of each page and policy', () => {
    for (const folder of ['content/pages', 'content/policies']) {
      const english = contentFiles(folder).filter((path) => relative(folder, path).indexOf('/') === -1);
      for (const path of english) expect(existsSync(join(root, path.replace(folder, `${folder}/hi`))), path).toBe(true);
    }
  });
});
