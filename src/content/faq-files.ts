import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * content/faq/<page>.json: one JSON list of FAQ entries per page. Each entry belongs to that page (`/<page>`)
 * unless it names another `page`; ids are unique across the files, and `order` keeps the files' order.
 */
export async function readFaqFiles(directory: string): Promise<Record<string, unknown>[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  const entries: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const list: unknown = JSON.parse(await readFile(join(directory, file), 'utf8'));
    if (!Array.isArray(list)) throw new Error(`${file}: expected a JSON list of FAQ entries`);
    for (const entry of list as Record<string, unknown>[]) {
      const id = String(entry.id);
      if (seen.has(id)) throw new Error(`${file}: FAQ id "${id}" is used twice`);
      seen.add(id);
      entries.push({ page: `/${file.replace(/\.json$/, '')}`, order: entries.length, ...entry });
    }
  }
  return entries;
}
