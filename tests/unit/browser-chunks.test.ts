/**
 * No module that only the server needs reaches a browser chunk: the browser build's chunk graph
 * (scripts/lib/client-chunk-graph.mjs) lists every source module bundled for the browser. Needs `npm run build`.
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

  it('holds the islands', () => {
    const modules = Object.values(graph).flatMap((chunk) => chunk.modules);
    expect(modules).toContain('node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(modules.some((module) => module.startsWith('src/islands/'))).toBe(true);
  });

  it.each(Object.entries(graph))('%s bundles no server-only module', (_chunk, { modules }) => {
    expect(serverOnlyModules(modules)).toEqual([]);
  });
});
