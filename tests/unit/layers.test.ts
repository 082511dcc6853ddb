import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsOf } from '../support/import-graph';

/**
 * The layers of docs/ARCHITECTURE.md, enforced over the import graph: rules speak no language and run anywhere, the
 * server never ships browser code, and no two modules load each other before they run.
 */
const root = new URL('../..', import.meta.url).pathname;
const graph = importGraph(root, ['src', 'netlify', 'scripts']);
const files = [...graph.loads.keys()];

/** The words and the browser: what a domain rule may not import. */
const NOT_FOR_DOMAIN = /^src\/(i18n|browser|islands|stores)\//;
/** Code that only runs in the browser. */
const BROWSER_CODE = /^src\/(browser|islands|stores)\//;

/** Every file `from` reaches through its imports (loaded, on demand or for types), with the way to each. */
function reachable(from: string[]): Map<string, string[]> {
  const ways = new Map(from.map((file) => [file, [file]]));
  const queue = [...from];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of importsOf(graph, file)) {
      if (ways.has(next)) continue;
      ways.set(next, [...(ways.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return ways;
}

describe('the layers', () => {
  it('reads the whole project', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(importsOf(graph, 'netlify/functions/admissions-submit.mts')).toContain('src/api/admissions.ts');
  });

  it('src/domain imports no words, browser script, island or store', () => {
    const crossings = files
      .filter((file) => file.startsWith('src/domain/'))
      .flatMap((file) =>
        importsOf(graph, file)
          .filter((target) => NOT_FOR_DOMAIN.test(target))
          .map((t) => `${file} -> ${t}`),
      );
    expect(crossings).toEqual([]);
  });

  it('the server reaches no browser code, not even through the words', () => {
    const ways = reachable(files.filter((file) => file.startsWith('netlify/')));
    const crossings = [...ways].filter(([file]) => BROWSER_CODE.test(file)).map(([, way]) => way.join(' -> '));
    expect(crossings).toEqual([]);
  });

  it('no import cycle among the modules loaded before they run', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a cycle and a crossing when there is one', () => {
    const loads = new Map([
      ['src/domain/a.ts', ['src/i18n/b.ts']],
      ['src/i18n/b.ts', ['src/domain/a.ts']],
    ]);
    const cyclic = { loads, onDemand: new Map(), types: new Map() };
    expect(importCycles(cyclic)).toEqual([['src/domain/a.ts', 'src/i18n/b.ts']]);
    expect(importsOf(cyclic, 'src/domain/a.ts').some((target) => NOT_FOR_DOMAIN.test(target))).toBe(true);
  });
});
