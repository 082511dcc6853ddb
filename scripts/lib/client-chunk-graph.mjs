/**
 * A Vite plugin for the browser build that writes its chunk graph to .astro/client-chunk-graph.json: for every
 * JavaScript chunk under dist/, the chunks it imports statically and dynamically and the source modules bundled
 * into it (paths relative to the project, `node_modules/...` for packages, `\0...` for virtual modules).
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
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(sourcePath),
        };
      }
      mkdirSync(`${root}.astro`, { recursive: true });
      writeFileSync(CLIENT_CHUNK_GRAPH, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
