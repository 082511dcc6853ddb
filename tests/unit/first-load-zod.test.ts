/**
 * No page loads zod (nor, through it, the API contracts and client) before it is used: the first API call, the first
 * validation or the first read of stored state imports it. A page's static load is its scripts and its islands, those
 * that hydrate at once and those that wait to be scrolled to, with every chunk they import statically
 * (tests/support/first-load.ts); checking them all covers the first load too. Needs `npm run build`.
 */
import { describe, expect, it } from 'vitest';
import { builtPages, type ChunkGraph, readChunkGraph, staticClosure } from '../support/first-load';

const isZod = (module: string) => module === 'src/domain/zod.ts' || module.startsWith('node_modules/zod/');

/**
 * The static imports that bring zod into the chunks `entries` load, one chain per zod module the chunks hold, each
 * from a module nothing in those chunks imports (an island, a page script) down to zod: `a → b → zod`.
 */
function zodChains(graph: ChunkGraph, entries: string[]): string[] {
  const chunks = [...staticClosure(graph, entries)].map((chunk) => graph[chunk]);
  const loaded = new Set(chunks.flatMap((chunk) => chunk?.modules ?? []));
  const importers: Record<string, string[]> = Object.assign({}, ...chunks.map((chunk) => chunk?.importers));
  const importersOf = (module: string) => (importers[module] ?? []).filter((importer) => loaded.has(importer));
  const chainTo = (target: string): string[] => {
    const next = new Map<string, string>();
    const queue = [target];
    for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
      const moduleImporters = importersOf(module);
      if (moduleImporters.length === 0 && module !== target) {
        const chain = [module];
        for (let step = next.get(module); step !== undefined; step = next.get(step)) chain.push(step);
        return chain;
      }
      for (const importer of moduleImporters) {
        if (importer === target || next.has(importer)) continue;
        next.set(importer, module);
        queue.push(importer);
      }
    }
    return [target];
  };
  // zod's own modules import one another: name the first one reached from outside zod.
  const entered = [...loaded].filter((module) => isZod(module) && importersOf(module).some((i) => !isZod(i)));
  return entered.map((module) => chainTo(module).join(' → '));
}

describe('zod loads on first use, never with the page', () => {
  it('names the chain of imports that brought zod in', () => {
    const graph: ChunkGraph = {
      'island.js': {
        imports: ['store.js'],
        dynamicImports: ['later.js'],
        modules: ['src/islands/Chat.tsx'],
        importers: { 'src/islands/Chat.tsx': [] },
      },
      'store.js': {
        imports: ['zod.js'],
        dynamicImports: [],
        modules: ['src/stores/chat.ts'],
        importers: { 'src/stores/chat.ts': ['src/islands/Chat.tsx'] },
      },
      'zod.js': {
        imports: [],
        dynamicImports: [],
        modules: ['node_modules/zod/v4/core/core.js', 'node_modules/zod/v4/mini/schemas.js', 'src/domain/zod.ts'],
        importers: {
          'node_modules/zod/v4/core/core.js': ['node_modules/zod/v4/mini/schemas.js'],
          'node_modules/zod/v4/mini/schemas.js': ['src/domain/zod.ts'],
          'src/domain/zod.ts': ['src/stores/chat.ts', 'src/api/client.ts'],
        },
      },
      'later.js': {
        imports: ['zod.js'],
        dynamicImports: [],
        modules: ['src/api/client.ts'],
        importers: { 'src/api/client.ts': [] },
      },
    };
    expect(zodChains(graph, ['island.js'])).toEqual(['src/islands/Chat.tsx → src/stores/chat.ts → src/domain/zod.ts']);
    expect(zodChains(graph, ['later.js'])).toEqual(['src/api/client.ts → src/domain/zod.ts']);
    expect(zodChains(graph, [])).toEqual([]);
  });

  const graph = readChunkGraph();
  const pages = builtPages().filter((page) => page.islands.length > 0);

  it('finds the island pages of both editions', () => {
    expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/vauxa-ai', '/hi/vauxa-ai', '/games']));
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s loads zod only on first use', (route, page) => {
    const entries = [...page.scripts, ...page.islands.flatMap((island) => [island.component, island.renderer])];
    expect(zodChains(graph, entries).map((chain) => `${route}: ${chain}`)).toEqual([]);
  });
});
