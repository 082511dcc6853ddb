/**
 * The built pages stay within their size budgets (tests/support/size-budgets.ts). Needs `npm run build` first
 * (`npm test` does).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BuiltPage, builtPages, gzipBytes, readChunkGraph } from '../support/first-load';
import { BUDGETS, budgetViolations, limitsFor } from '../support/size-budgets';

const KB = 1024;

describe('size budgets of the built pages', () => {
  const graph = readChunkGraph();
  const pages = builtPages();

  it('finds the built pages, static and with islands', () => {
    expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/', '/vauxa-ai', '/payment-schedule']));
    expect(pages.find((page) => page.route === '/')?.islands).toEqual([]);
    expect(pages.find((page) => page.route === '/vauxa-ai')?.islands.length).toBeGreaterThan(0);
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s stays within its budgets', (_route, page) => {
    expect(budgetViolations(page, graph)).toEqual([]);
  });

  it('holds a page whose islands wait to be scrolled to to 4 KB on first load', () => {
    const admissions = pages.find((page) => page.route === '/admissions');
    if (!admissions) throw new Error('/admissions was not built');
    const limits = limitsFor(admissions);
    expect(limits.firstLoadJs).toBe(BUDGETS.deferredIslandsFirstJs);
    const hydratedAtOnce = { ...admissions, islands: admissions.islands.map((island) => ({ ...island, eager: true })) };
    expect(budgetViolations(hydratedAtOnce, graph, limits)).toEqual([
      expect.stringMatching(/^\/admissions: first-load JS \d+\.\d KB > 4\.0 KB \(_astro\/client\./),
    ]);
  });

  it("counts a Hindi page's Hindi texts: those of its islands' namespaces, not those of the parts that load on first use", () => {
    const hindiModules = (route: string) => {
      const page = pages.find((candidate) => candidate.route === route);
      if (!page) throw new Error(`${route} was not built`);
      const [message = ''] = budgetViolations(page, graph, { firstLoadJs: 0, js: 0, islandOwnJs: 0, css: 0 });
      return [...message.matchAll(/(_astro\/\S+\.js) /g)]
        .flatMap(([, chunk = '']) => graph[chunk]?.modules ?? [])
        .filter((module) => module.startsWith('src/i18n/messages/hi/'))
        .sort();
    };
    expect(hindiModules('/vauxa-ai')).toEqual([]);
    expect(hindiModules('/hi/vauxa-ai')).toEqual([
      'src/i18n/messages/hi/chat.ts',
      'src/i18n/messages/hi/common.ts',
      'src/i18n/messages/hi/toasts.ts',
    ]);
  });

  it('names the route, the chunk and the number when a page goes over', () => {
    const chunk = Object.keys(graph)[0];
    if (!chunk) throw new Error('the browser build has no chunks');
    // Random text does not compress: 32 KB of it stays over 16 KB gzipped.
    const incompressible = randomBytes(24 * KB).toString('base64');
    const heavy: BuiltPage = {
      route: '/heavy',
      scripts: [chunk],
      islands: [],
      inlineScriptBytes: gzipBytes(incompressible),
      inlineScriptImports: [],
      styles: [],
    };
    const [message] = budgetViolations(heavy, graph);
    expect(message).toContain(`/heavy: first-load JS `);
    expect(message).toContain('> 2.0 KB (');
    expect(message).toContain(`${chunk} `);
    expect(budgetViolations({ ...heavy, scripts: [], inlineScriptBytes: 0, styles: [incompressible] }, graph)).toEqual([
      expect.stringMatching(/^\/heavy: CSS \d+\.\d KB > 16\.0 KB$/),
    ]);
  });
});
