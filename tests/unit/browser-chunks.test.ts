/**
 * No module that only the server needs reaches a browser chunk, nor zod's full build: the browser build's chunk graph
 * (scripts/lib/client-chunk-graph.mjs) lists every source module bundled for the browser and who imports it. Needs
 * `npm run build`.
 */
import { describe, expect, it } from 'vitest';
import { readChunkGraph } from '../support/first-load';

/** Server code and packages: our functions and their platform, Node built-ins, Blobs, PDFs, speech engines, images. */
const SERVER_ONLY = [
  /^netlify\//,
  /^(\0)?node:/,
  /__vite-browser-external/,
  /^node_modules\/@netlify\//,
  /^node_modules\/(@pdf-lib|pdf-lib|text2wav|wasm-media-encoders|sharp|openai|@elevenlabs)\//,
];

function serverOnlyModules(modules: string[]): string[] {
  return modules.filter((module) => SERVER_ONLY.some((pattern) => pattern.test(module)));
}

/**
 * zod's full build: its method API, its message catalogues and its JSON Schema generator. The browser parses with
 * zod/mini (src/domain/zod.ts), whose parsers a bundle keeps only as far as its schemas use them.
 */
const ZOD_FULL_BUILD = [
  /^node_modules\/zod\/v4\/(classic|locales)\//,
  /^node_modules\/zod\/v4\/core\/(to-json-schema|json-schema-processors|json-schema-generator)\.js$/,
];

const isZodModule = (module: string) => module.startsWith('node_modules/zod/');

/** The first modules outside zod that lead to `module` through static imports: where the full build came from. */
function importersOutsideZod(module: string, importers: Record<string, string[]>): string[] {
  const found = new Set<string>();
  const seen = new Set([module]);
  const queue = [module];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const importer of importers[current] ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (isZodModule(importer)) queue.push(importer);
      else found.add(importer);
    }
  }
  return [...found];
}

/** Each module of zod's full build in `modules`, with the modules outside zod that brought it in. */
function zodFullBuildModules(modules: string[], importers: Record<string, string[]>): string[] {
  return modules
    .filter((module) => ZOD_FULL_BUILD.some((pattern) => pattern.test(module)))
    .map(
      (module) => `${module} (imported through ${importersOutsideZod(module, importers).join(', ') || 'no module'})`,
    );
}

describe('browser chunks', () => {
  const graph = readChunkGraph();

  it('recognises server-only modules', () => {
    const serverOnly = [
      'netlify/lib/blobs.ts',
      'node:crypto',
      '\0__vite-browser-external:node:fs',
      'node_modules/@netlify/blobs/dist/main.js',
      'node_modules/pdf-lib/es/index.js',
      'node_modules/text2wav/index.js',
    ];
    expect(serverOnlyModules(['src/domain/site.ts', ...serverOnly, 'node_modules/react/index.js'])).toEqual(serverOnly);
  });

  it("recognises zod's full build and names what imported it", () => {
    const importers = {
      'node_modules/zod/v4/classic/schemas.js': ['node_modules/zod/v4/classic/external.js'],
      'node_modules/zod/v4/classic/external.js': [
        'node_modules/zod/index.js',
        'node_modules/zod/v4/classic/schemas.js',
      ],
      'node_modules/zod/index.js': ['src/domain/investor.ts'],
      'node_modules/zod/v4/locales/en.js': ['node_modules/zod/v4/classic/external.js'],
    };
    const modules = [
      'node_modules/zod/v4/core/schemas.js',
      'node_modules/zod/v4/mini/schemas.js',
      'node_modules/zod/v4/classic/schemas.js',
      'node_modules/zod/v4/locales/en.js',
      'node_modules/zod/v4/core/to-json-schema.js',
      'src/domain/zod.ts',
    ];
    expect(zodFullBuildModules(modules, importers)).toEqual([
      'node_modules/zod/v4/classic/schemas.js (imported through src/domain/investor.ts)',
      'node_modules/zod/v4/locales/en.js (imported through src/domain/investor.ts)',
      'node_modules/zod/v4/core/to-json-schema.js (imported through no module)',
    ]);
  });

  it('holds the islands', () => {
    const modules = Object.values(graph).flatMap((chunk) => chunk.modules);
    expect(modules).toContain('node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(modules.some((module) => module.startsWith('src/islands/'))).toBe(true);
  });

  it.each(Object.entries(graph))('%s bundles no server-only module', (_chunk, { modules }) => {
    expect(serverOnlyModules(modules)).toEqual([]);
  });

  it('parses with zod/mini', () => {
    const modules = Object.values(graph).flatMap((chunk) => chunk.modules);
    expect(modules).toContain('node_modules/zod/v4/mini/schemas.js');
  });

  const importers = Object.assign({}, ...Object.values(graph).map((chunk) => chunk.importers));
  it.each(Object.entries(graph))("%s bundles no part of zod's full build", (_chunk, { modules }) => {
    expect(zodFullBuildModules(modules, importers)).toEqual([]);
  });
});
