/**
 * Size budgets on the build (gzipped, what a phone downloads): a page without islands loads at most 2 KB of script;
 * a page with islands at most 80 KB once every island has hydrated, of which each island's own code (its chunks that
 * are not the island runtime's: React, Astro's React client and the few modules every island uses, one chunk made by
 * scripts/lib/island-entry-chunks.mjs) at most 15 KB, and at most 4 KB before the visitor scrolls when every island waits
 * to be scrolled to (`client:visible`); every page at most 16 KB of CSS. Checked by tests/unit/size-budgets.test.ts.
 */
import { type BuiltPage, type ChunkGraph, chunkGzipBytes, gzipBytes, staticClosure } from './first-load';

const KB = 1024;
export const BUDGETS = {
  staticJs: 2 * KB,
  /** First load of a page whose islands all wait to be scrolled to: the static budget plus Astro's island loader. */
  deferredIslandsFirstJs: 4 * KB,
  islandPageJs: 80 * KB,
  islandOwnJs: 15 * KB,
  css: 16 * KB,
};

export interface Limits {
  /** Script before the visitor scrolls: the page's scripts and the islands that hydrate at once. */
  firstLoadJs: number;
  /** Script once every island has hydrated. */
  js: number;
  islandOwnJs: number;
  css: number;
}

/**
 * The limits a page is held to: its kind's budgets. The island runtime (about 68.9 KB gzipped, React's client alone
 * 63 KB) loads with the first island to hydrate; zod, the API client and contracts and the sentences for a failed
 * request are not part of it: they load on first use (src/api/lazy-api.ts), like the parts of an island that are not
 * on screen at first (src/islands/common/on-demand.ts). Island pages carry the texts of their own islands only, one
 * module per namespace and language (src/i18n/messages/en/*, src/i18n/messages/hi/*); a Hindi page's count includes
 * its Hindi texts (loadClosure). The chat's pages come closest: 79.7 KB (/vauxa-ai) and 80.0 KB (/hi/vauxa-ai).
 */
export function limitsFor(page: Pick<BuiltPage, 'islands'>): Limits {
  const js = page.islands.length ? BUDGETS.islandPageJs : BUDGETS.staticJs;
  return {
    firstLoadJs:
      page.islands.length && !page.islands.some((island) => island.eager) ? BUDGETS.deferredIslandsFirstJs : js,
    js,
    islandOwnJs: BUDGETS.islandOwnJs,
    css: BUDGETS.css,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const listChunks = (chunks: Iterable<string>) =>
  [...chunks]
    .map((chunk) => ({ chunk, bytes: chunkGzipBytes(chunk) }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ chunk, bytes }) => `${chunk} ${kb(bytes)}`)
    .join(', ');
const sumChunks = (chunks: Iterable<string>) => [...chunks].reduce((total, chunk) => total + chunkGzipBytes(chunk), 0);

const pageLanguage = (page: Pick<BuiltPage, 'route'>) => (/^\/hi(\/|$)/.test(page.route) ? 'hi' : 'en');
/** A chunk of a namespace's texts in a language, even when the bundler put a small module they import beside them. */
const isTextsIn = (graph: ChunkGraph, chunk: string, language: string) =>
  graph[chunk]?.modules.some((module) => module.startsWith(`src/i18n/messages/${language}/`)) ?? false;

/**
 * What `entries` load before the page is usable: their static closure and the texts, in the page's language, of every
 * namespace in it. A namespace loads its texts on demand, one module per language (src/i18n/words.ts), and an island
 * waits for those of the namespaces it shows, so each chunk of the page's language's texts that the closure can
 * import is counted: an upper bound, as a namespace the page's code holds is not always shown at first.
 */
function loadClosure(page: Pick<BuiltPage, 'route'>, graph: ChunkGraph, entries: string[]): Set<string> {
  const chunks = staticClosure(graph, entries);
  const language = pageLanguage(page);
  const texts = [...chunks]
    .flatMap((chunk) => graph[chunk]?.dynamicImports ?? [])
    .filter((chunk) => isTextsIn(graph, chunk, language));
  return new Set([...chunks, ...staticClosure(graph, texts)]);
}

/** The chunks a page loads with `islands` hydrated, and their gzipped bytes with the page's inline scripts. */
function pageScripts(page: BuiltPage, graph: ChunkGraph, islands: BuiltPage['islands']) {
  const entries = [...page.scripts, ...islands.flatMap((island) => [island.component, island.renderer])];
  const chunks = loadClosure(page, graph, entries);
  return { chunks, bytes: sumChunks(chunks) + page.inlineScriptBytes };
}

/** The page's script once every island has hydrated, as the budgets count it (bench/pages.mjs prints it). */
export const pageJsBytes = (page: BuiltPage, graph: ChunkGraph) => pageScripts(page, graph, page.islands).bytes;

/** Every budget the page goes over, each naming the route, the chunks and the numbers. */
export function budgetViolations(page: BuiltPage, graph: ChunkGraph, limits = limitsFor(page)): string[] {
  const violations: string[] = [];
  const inlineBytes = page.inlineScriptBytes;
  const overJs = (what: string, islands: BuiltPage['islands'], limit: number) => {
    const { chunks, bytes: js } = pageScripts(page, graph, islands);
    if (js > limit) {
      violations.push(
        `${page.route}: ${what} ${kb(js)} > ${kb(limit)} (${listChunks(chunks)}, inline scripts ${kb(inlineBytes)})`,
      );
    }
  };
  const eager = page.islands.filter((island) => island.eager);
  overJs('first-load JS', eager, limits.firstLoadJs);
  if (eager.length < page.islands.length) overJs('JS with every island hydrated', page.islands, limits.js);
  const renderer = loadClosure(
    page,
    graph,
    page.islands.map((island) => island.renderer),
  );
  for (const island of new Map(page.islands.map((entry) => [entry.component, entry])).values()) {
    const own = [...loadClosure(page, graph, [island.component])].filter((chunk) => !renderer.has(chunk));
    const ownBytes = sumChunks(own);
    if (ownBytes > limits.islandOwnJs) {
      violations.push(
        `${page.route}: island ${island.component} own JS ${kb(ownBytes)} > ${kb(limits.islandOwnJs)} (${listChunks(own)})`,
      );
    }
  }
  const css = page.styles.reduce((total, style) => total + gzipBytes(style), 0);
  if (css > limits.css) violations.push(`${page.route}: CSS ${kb(css)} > ${kb(limits.css)}`);
  return violations;
}
