import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { blobsContext, startTestBlobs } from './blobs';
import { startBlobsProxy } from './blobs-proxy';

/**
 * Requests as Netlify meets them in a burst, each in a function instance of its own, for a test file: one Blobs
 * service whose conditional writes are atomic (blobs-proxy.ts), as Netlify's are, and `newInstance(load)`, which
 * loads modules afresh (vi.resetModules: no in-memory queue or batch is shared) with a /tmp of their own (no lock is
 * shared). Registers the hooks that start and stop it all.
 */
export function setUpSeparateInstances() {
  let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
  let proxy: Awaited<ReturnType<typeof startBlobsProxy>>;
  const tmpDirs: string[] = [];
  const originalTmp = process.env.TMPDIR;

  beforeAll(async () => {
    blobs = await startTestBlobs();
    proxy = await startBlobsProxy(blobs.url);
    process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(proxy.url);
  });
  afterAll(async () => {
    if (originalTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = originalTmp;
    await proxy.stop();
    await blobs.stop();
    await Promise.all(tmpDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** A new instance: what `load` imports, imported afresh, its key locks under a /tmp of its own. */
  async function newInstance<T>(load: () => Promise<T>): Promise<T> {
    const tmp = await mkdtemp(join(tmpdir(), 'instance-'));
    tmpDirs.push(tmp);
    process.env.TMPDIR = tmp;
    vi.resetModules();
    return load();
  }

  return { newInstance };
}
