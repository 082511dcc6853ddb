/**
 * What a built page loads on first load, read from dist/ and the browser build's chunk graph
 * (.astro/client-chunk-graph.json, written by scripts/lib/client-chunk-graph.mjs): its module scripts, its islands'
 * component and renderer chunks, everything those import statically, its inline scripts and its styles. Sizes are
 * gzip at zlib's default level, as bench/pages.mjs measures them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { CLIENT_CHUNK_GRAPH } from '../../scripts/lib/client-chunk-graph.mjs';

export const distDir = new URL('../../dist/', import.meta.url);

const chunkGraphSchema = z.record(
  z.string(),
  z.object({
    imports: z.array(z.string()),
    dynamicImports: z.array(z.string()),
    modules: z.array(z.string()),
    /** For each bundled module, the modules that import it statically. */
    importers: z.record(z.string(), z.array(z.string())),
  }),
);
export type ChunkGraph = z.infer<typeof chunkGraphSchema>;

export function readChunkGraph(): ChunkGraph {
  if (!existsSync(CLIENT_CHUNK_GRAPH)) throw new Error(`${CLIENT_CHUNK_GRAPH} is missing: run \`npm run build\``);
  return chunkGraphSchema.parse(JSON.parse(readFileSync(CLIENT_CHUNK_GRAPH, 'utf8')));
}

export interface Island {
  component: string;
  renderer: string;
  /** Its `client:` directive as Astro writes it: `load`, `idle`, `visible`, `media` or `only`. */
  client: string;
  /**
   * Whether it hydrates on first load (`client:load`, `client:idle`, `client:only`) or only once the visitor
   * scrolls to it (`client:visible`, or `client:media` until its query matches).
   */
  eager: boolean;
}

export interface BuiltPage {
  route: string;
  /** Chunks (file names under dist/, as in the chunk graph) the page's module scripts name. */
  scripts: string[];
  islands: Island[];
  /** Gzipped bytes the inline scripts add to the page's HTML (they travel inside it, compressed with it). */
  inlineScriptBytes: number;
  /** Chunks the inline scripts import by address on first use (scripts/lib/chunk-url.mjs). */
  inlineScriptImports: string[];
  styles: string[];
}

const chunkName = (url: string) => url.replace(/^\//, '');
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function parsePage(route: string, html: string): BuiltPage {
  const scripts: string[] = [];
  const inlineScriptImports: string[] = [];
  let withoutInlineScripts = html;
  for (const [element, tag = ''] of html.matchAll(/(<script\b[^>]*>)[\s\S]*?<\/script>/g)) {
    const src = attribute(tag, 'src');
    if (src) scripts.push(chunkName(src));
    else if (!/type="application\/(ld\+)?json"/.test(tag)) {
      withoutInlineScripts = withoutInlineScripts.replace(element, '');
      for (const [, address = ''] of element.matchAll(/`(\/_astro\/[^`]+\.js)`/g))
        inlineScriptImports.push(chunkName(address));
    }
  }
  const inlineScriptBytes = gzipBytes(html) - gzipBytes(withoutInlineScripts);
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = attribute(tag, 'href');
    if (href) scripts.push(chunkName(href));
  }
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => {
    const client = attribute(tag, 'client') ?? '';
    return {
      component: chunkName(attribute(tag, 'component-url') ?? ''),
      renderer: chunkName(attribute(tag, 'renderer-url') ?? ''),
      client,
      eager: !['visible', 'media'].includes(client),
    };
  });
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => body);
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = attribute(tag, 'href');
    if (href) styles.push(readFileSync(new URL(chunkName(href), distDir), 'utf8'));
  }
  return { route, scripts, islands, inlineScriptBytes, inlineScriptImports, styles };
}

/** Every built page of both editions: dist/index.html is `/`, dist/about.html `/about`, dist/hi/about.html `/hi/about`. */
export function builtPages(): BuiltPage[] {
  const pagesIn = (folder: string, prefix: string) =>
    readdirSync(new URL(folder, distDir))
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const route = file === 'index.html' ? '/' : `${prefix}/${file.replace(/\.html$/, '')}`;
        return parsePage(route, readFileSync(new URL(`${folder}${file}`, distDir), 'utf8'));
      });
  return [...pagesIn('./', ''), ...pagesIn('hi/', '/hi')];
}

function closure(graph: ChunkGraph, entries: string[], edges: (node: ChunkGraph[string]) => string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    const node = graph[chunk];
    if (!node) throw new Error(`${chunk} is not in the browser build's chunk graph`);
    seen.add(chunk);
    for (const next of edges(node)) visit(next);
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** The chunks `entries` load before anything else runs: themselves and their static imports, transitively. */
export function staticClosure(graph: ChunkGraph, entries: string[]): Set<string> {
  return closure(graph, entries, (node) => node.imports);
}

/** Every chunk `entries` can ever load: their static imports and, transitively, what those load with `import()`. */
export function loadableClosure(graph: ChunkGraph, entries: string[]): Set<string> {
  return closure(graph, entries, (node) => [...node.imports, ...node.dynamicImports]);
}

export const gzipBytes = (text: string | Buffer) => gzipSync(text).length;

const chunkSizes = new Map<string, number>();
export function chunkGzipBytes(chunk: string): number {
  let size = chunkSizes.get(chunk);
  if (size === undefined) {
    size = gzipBytes(readFileSync(new URL(chunk, distDir)));
    chunkSizes.set(chunk, size);
  }
  return size;
}
