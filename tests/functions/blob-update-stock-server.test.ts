import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWithEtag, updateBlob } from '../../netlify/lib/storage/blob-update';
import { blobsContext } from '../support/blobs';

/**
 * `netlify serve` (npm start) runs the stock local Blobs server, which sends no ETag with a read: read-decide-write
 * must still work there, taking the ETag from a listing.
 */
let directory: string;
let server: BlobsServer;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'blobs-stock-'));
  server = new BlobsServer({ directory, token: 'stock' });
  const { port } = await server.start();
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(`http://127.0.0.1:${port}`, 'stock');
});
afterAll(async () => {
  await server.stop();
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  await rm(directory, { recursive: true, force: true });
});

const scratch = () => getStore({ name: 'scratch', consistency: 'strong' });

describe('read-decide-write against the stock local server', () => {
  it('reads without an ETag there', async () => {
    await scratch().setJSON('plain', 1);
    expect((await scratch().getWithMetadata('plain'))?.etag).toBeUndefined();
  });

  it('takes the ETag from the listing, and an update is neither lost nor doubled', async () => {
    await scratch().setJSON('count', { n: 0 });
    const state = await readWithEtag(scratch(), 'count');
    expect(state).toEqual({ data: { n: 0 }, etag: expect.stringMatching(/^"[0-9a-f]{64}"$/) });
    const bump = () =>
      updateBlob(scratch(), 'stock/count', 'count', (current) => {
        const n = (current as { n: number }).n + 1;
        return { write: { n }, result: n };
      });
    await Promise.all(Array.from({ length: 5 }, bump));
    expect(await scratch().get('count', { type: 'json' })).toEqual({ n: 5 });
    expect(await readWithEtag(scratch(), 'absent')).toBeNull();
  });
});
