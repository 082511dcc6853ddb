import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blobsContext, startTestBlobs } from '../support/blobs';
import { startBlobsProxy } from '../support/blobs-proxy';

/**
 * A burst on one exact counter from separate Netlify instances (fresh modules, a /tmp of their own: no shared lock),
 * through atomic conditional writes: the trial's per-IP count when a school lab behind one address uses it at once.
 * Every honest caller must be counted, none refused as "too busy".
 */
const INSTANCES = 40;

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

async function newInstance() {
  const tmp = await mkdtemp(join(tmpdir(), 'instance-'));
  tmpDirs.push(tmp);
  process.env.TMPDIR = tmp;
  vi.resetModules();
  return import('../../netlify/lib/storage/exact-counter');
}

describe('an exact counter under a burst from separate instances', () => {
  it(`counts ${INSTANCES} simultaneous additions, refusing none`, async () => {
    const instances = [];
    for (let i = 0; i < INSTANCES; i++) instances.push(await newInstance());
    const store = getStore({ name: 'burst', consistency: 'strong' });
    const results = await Promise.allSettled(
      instances.map((counter) => counter.addToCounter(store, 'ip/shared', 10, { ceiling: 500 })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await (instances[0] as Awaited<ReturnType<typeof newInstance>>).readCounter(store, 'ip/shared')).toBe(
      INSTANCES * 10,
    );
  }, 120_000);
});
