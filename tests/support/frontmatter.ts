import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MdxFile {
  name: string;
  data: Record<string, string | number>;
  body: string;
}

/** Splits an MDX file into its frontmatter (simple `key: value` YAML only) and its body. */
export function splitFrontmatter(source: string): Omit<MdxFile, 'name'> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match?.[1] || match[2] === undefined) throw new Error('file does not start with a --- frontmatter block');
  const data: Record<string, string | number> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a key: value line: ${line}`);
    const raw = line.slice(colon + 1).trim();
    const quoted = /^(["']).*\1$/.test(raw);
    data[line.slice(0, colon).trim()] = quoted ? raw.slice(1, -1) : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return { data, body: match[2] };
}

/** Every .mdx file in a content folder (relative to the project root), parsed. */
export function readMdxFolder(folder: string): MdxFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => ({ name, ...splitFrontmatter(readFileSync(join(folder, name), 'utf8')) }));
}
