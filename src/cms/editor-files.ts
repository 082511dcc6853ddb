import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * The editor's files, served from the site (no CDN): Sveltia CMS's one script from its pinned npm package, and the
 * three fonts its stylesheet would fetch from jsDelivr, from the pinned @fontsource packages of the same versions.
 */

const packageFile = (path: string) => readFile(join(process.cwd(), 'node_modules', path));

/** Each font URL in the script and the package file with the same font. */
export const EDITOR_FONTS = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const;

/** Where the site serves a font: /cms/fonts/<file name>. */
export function fontPath(file: string): string {
  return `/cms/fonts/${basename(file)}`;
}

/** The script with every font URL pointing at our copy; throws when a CDN font is left (a new CMS version). */
export function selfHostedScript(script: string): string {
  const rewritten = EDITOR_FONTS.reduce((text, font) => text.replaceAll(font.cdn, fontPath(font.file)), script);
  const left = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)'"`\s]+/.exec(rewritten);
  if (left) throw new Error(`the CMS script loads ${left[0]}: add it to EDITOR_FONTS in src/cms/editor-files.ts`);
  return rewritten;
}

export async function editorScript(): Promise<string> {
  return selfHostedScript((await packageFile('@sveltia/cms/dist/sveltia-cms.js')).toString('utf8'));
}

export function editorFont(file: string): Promise<Buffer> {
  return packageFile(file);
}
