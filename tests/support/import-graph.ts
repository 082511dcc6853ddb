import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The project's own import graph, read from the source: every static `import … from`, `export … from`, bare
 * `import '…'` and dynamic `import()` of a relative path, resolved to a file. A JSON file (content such as
 * `content/site.json`, imported `with { type: 'json' }`) is a node the graph reaches but does not read further. `loads` lists what a file loads before it runs (static
 * imports); `onDemand` what it loads later (`import()`, a part fetched on first use); `types` what it imports for
 * its types only (`import type`, erased when compiled). A layer that names another's types or loads it on demand
 * depends on it all the same; a cycle matters only where modules load each other before they run.
 */
export interface ImportGraph {
  loads: Map<string, string[]>;
  onDemand: Map<string, string[]>;
  types: Map<string, string[]>;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
/** What an import may name: source, or data that ships with whoever imports it. */
const NODE = /\.(ts|tsx|mts|mjs|json)$/;
/** An import or export of a relative path: group 2 marks a type-only one, group 3 a dynamic import(). */
const SPECIFIER =
  /(?:^\s*(import|export)(\s+type\b)?[^'";]*?\bfrom\s*|\b(import)\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function filesUnder(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) out.push(relative(root, path));
    }
  };
  walk(join(root, folder));
  return out;
}

function resolveImport(root: string, from: string, specifier: string): string | null {
  const base = resolve(root, dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return null;
}

/** The graph of the files under `folders` (and whatever of the project they import). */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = { loads: new Map(), onDemand: new Map(), types: new Map() };
  const pending = folders.flatMap((folder) => filesUnder(root, folder));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (graph.loads.has(file)) continue;
    const text = SOURCE.test(file) ? readFileSync(join(root, file), 'utf8') : '';
    const edges = { loads: new Set<string>(), onDemand: new Set<string>(), types: new Set<string>() };
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveImport(root, file, match[4] as string);
      if (!target || !NODE.test(target)) continue;
      edges[match[3] ? 'onDemand' : match[2] ? 'types' : 'loads'].add(target);
    }
    for (const kind of ['loads', 'onDemand', 'types'] as const) graph[kind].set(file, [...edges[kind]]);
    pending.push(...edges.loads, ...edges.onDemand, ...edges.types);
  }
  return graph;
}

/** Every import of a file: loaded, loaded on demand, or for its types. */
export const importsOf = (graph: ImportGraph, file: string): string[] => [
  ...new Set([...(graph.loads.get(file) ?? []), ...(graph.onDemand.get(file) ?? []), ...(graph.types.get(file) ?? [])]),
];

/**
 * The import cycles: each strongly connected set of two or more files (or a file importing itself) over the static
 * imports, where a cycle decides which module runs before the other's exports exist.
 */
export function importCycles({ loads: graph }: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        members.push(member);
      } while (member !== file);
      if (members.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(members.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
