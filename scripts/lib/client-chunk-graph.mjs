/**
 * A Vite plugin for the browser build that writes its chunk graph to .astro/client-chunk-graph.json: for every
 * JavaScript chunk under dist/, the chunks it imports statically and dynamically, the source modules bundled
 * into it (paths relative to the project, `node_modules/...` for packages, `\0...` for virtual modules) and, for
 * each of those, the bundled modules that import it statically (directly, or through modules whose code the bundle
 * left out, such as a package's index that only re-exports).
 * tests/unit/size-budgets.test.ts and tests/unit/browser-chunks.test.ts read it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const CLIENT_CHUNK_GRAPH = `${root}.astro/client-chunk-graph.json`;

const sourcePath = (id) => (id.startsWith('\0') ? id : relative(root, id.split('?')[0]));

export function clientChunkGraph() {
  return {
    name: 'client-chunk-graph',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(_options, bundle) {
      const outputs = Object.values(bundle).filter((output) => output.type === 'chunk');
      const bundled = new Set(outputs.flatMap((output) => output.moduleIds));
      const importersOf = (id, seen = new Set([id])) =>
        (this.getModuleInfo(id)?.importers ?? []).flatMap((importer) => {
          if (seen.has(importer)) return [];
          seen.add(importer);
          return bundled.has(importer) ? [importer] : importersOf(importer, seen);
        });
      const chunks = {};
      for (const output of outputs) {
        chunks[output.fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(sourcePath),
          importers: Object.fromEntries(
            output.moduleIds.map((id) => [sourcePath(id), importersOf(id).map(sourcePath)]),
          ),
        };
      }
      mkdirSync(`${root}.astro`, { recursive: true });
      writeFileSync(CLIENT_CHUNK_GRAPH, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
