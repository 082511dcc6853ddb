import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf } from '../support/import-graph';

/**
 * The password dictionaries (zxcvbn-ts, about 2 MB shipped) travel only with the functions that set a staff password,
 * and load there on the first check: never with a page, an island or any other function.
 */
const root = new URL('../..', import.meta.url).pathname;
const graph = importGraph(root, ['src', 'netlify', 'scripts']);
const CHECKER = 'netlify/lib/staff/password-strength.ts';

function reaches(from: string, target: string): boolean {
  const seen = new Set([from]);
  const queue = [from];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file === target) return true;
    for (const next of importsOf(graph, file)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

describe('password dictionaries', () => {
  it('are reached only by the set-up finish and the password change', () => {
    const files = [...graph.loads.keys()];
    const functions = files.filter((file) => file.startsWith('netlify/functions/'));
    expect(functions.length).toBeGreaterThan(20);
    expect(functions.filter((file) => reaches(file, CHECKER)).sort()).toEqual([
      'netlify/functions/admin-password.mts',
      'netlify/functions/admin-setup-finish.mts',
    ]);
    expect(files.filter((file) => file.startsWith('src/') && reaches(file, CHECKER))).toEqual([]);
  });

  it('are named by one module only, and loaded there with import() on first use', () => {
    const naming = [...graph.loads.keys()].filter((file) =>
      readFileSync(`${root}${file}`, 'utf8').includes('@zxcvbn-ts/'),
    );
    expect(naming).toEqual([CHECKER]);
    const source = readFileSync(`${root}${CHECKER}`, 'utf8');
    expect(source).not.toMatch(/^\s*import[^(]*['"]@zxcvbn-ts\//m);
    expect(source.match(/import\(\s*['"]@zxcvbn-ts\/[\w-]+['"]\s*\)/g)).toHaveLength(3);
  });
});
