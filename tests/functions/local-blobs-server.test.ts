import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWithEtag, updateBlob } from '../../netlify/lib/storage/blob-update';
import { blobsFetch, traceBlobsCalls } from '../../netlify/lib/storage/blobs-fetch';
import { startTestBlobs } from '../support/blobs';

/** The tests' and benches' Blobs server answers a read with the blob's ETag, as Netlify does. */
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

const scratch = () => getStore({ name: 'scratch', consistency: 'strong', fetch: blobsFetch });

describe('a read from the local Blobs server', () => {
  it('carries the ETag its listing gives, which a conditional write accepts', async () => {
    await scratch().setJSON('one', { n: 1 });
    const read = await scratch().getWithMetadata('one', { type: 'json' });
    const { blobs: listed } = await scratch().list({ prefix: 'one' });
    expect(read?.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(read?.etag).toBe(listed[0]?.etag);
    const written = await scratch().setJSON('one', { n: 2 }, { onlyIfMatch: read?.etag ?? '' });
    expect(written.modified).toBe(true);
    expect(await scratch().get('one', { type: 'json' })).toEqual({ n: 2 });
  });

  it('gives an ETag that a later write makes stale', async () => {
    await scratch().setJSON('two', { n: 1 });
    const read = await scratch().getWithMetadata('two', { type: 'json' });
    await new Promise((resolve) => setTimeout(resolve, 5)); // the server's ETag is the file's path and mtime (ms)
    await scratch().setJSON('two', { n: 5 });
    const late = await scratch().setJSON('two', { n: 2 }, { onlyIfMatch: read?.etag ?? '' });
    expect(late.modified).toBe(false);
    expect(await scratch().get('two', { type: 'json' })).toEqual({ n: 5 });
  });

  it('answers an absent blob with nothing, and a listing as before', async () => {
    expect(await scratch().getWithMetadata('absent', { type: 'json' })).toBeNull();
    await scratch().setJSON('dir/a', 1);
    expect((await scratch().list({ prefix: 'dir/' })).blobs.map((blob) => blob.key)).toEqual(['dir/a']);
  });

  it('lets a read-decide-write take one read and one write, as on Netlify', async () => {
    await scratch().setJSON('count', { n: 1 });
    const { calls } = await traceBlobsCalls(() =>
      updateBlob(scratch(), 'scratch/count', 'count', (current) => {
        const n = (current as { n: number }).n + 1;
        return { write: { n }, result: n };
      }),
    );
    expect(calls.map((call) => call.method)).toEqual(['get', 'put']);
    expect(await readWithEtag(scratch(), 'count')).toMatchObject({ data: { n: 2 } });
  });
});
