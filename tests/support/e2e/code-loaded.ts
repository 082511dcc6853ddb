import type { Page } from '@playwright/test';
import { readChunkGraph } from '../first-load';
import { chunkUrl } from './chunk-url';

/**
 * Resolves once the given chunks (a name such as `chat-reply`, which must name one chunk, or a file of the chunk
 * graph such as `_astro/chat-parts.<hash>.js`) and every chunk they import statically have been received whole. Waiting for the
 * named chunks alone leaves their imports on the network: a test that goes offline then breaks the code it waited
 * for. Call it before the page starts loading, so that no response goes unseen.
 */
export function whenCodeLoaded(page: Page, chunksOrNames: string[]): Promise<void> {
  const graph = readChunkGraph();
  const chunks = new Set<string>();
  const visit = (file: string) => {
    if (chunks.has(file)) return;
    chunks.add(file);
    for (const imported of graph[file]?.imports ?? []) visit(imported);
  };
  for (const entry of chunksOrNames) {
    const files = entry in graph ? [entry] : Object.keys(graph).filter((file) => chunkUrl(entry).test(`/${file}`));
    const [file] = files;
    if (!file || files.length > 1) throw new Error(`${files.length} chunks are named ${entry}`);
    visit(file);
  }
  return Promise.all(
    [...chunks].map(async (file) => {
      const response = await page.waitForResponse((candidate) => new URL(candidate.url()).pathname === `/${file}`);
      await response.finished();
    }),
  ).then(() => undefined);
}
