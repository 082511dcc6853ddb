import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/admissions-submit.mts';
import { readCounter, statusCounter } from '../../netlify/lib/admissions/counts';
import { searchAdmissions } from '../../netlify/lib/admissions/listing';
import { findAdmission } from '../../netlify/lib/admissions/records';
import { updateBlob } from '../../netlify/lib/storage/blob-update';
import { writeIf } from '../../netlify/lib/storage/conditional-write';
import { addToCounter, readCounter as readExactCounter } from '../../netlify/lib/storage/exact-counter';
import { application } from '../support/applications';
import { blobsContext, startTestBlobs } from '../support/blobs';
import { startBlobsProxy } from '../support/blobs-proxy';
import { callFunction, cookieFrom } from '../support/call';

/**
 * @netlify/blobs 11.1.1 reports a conditional write answered other than 412 as written (`modified: true`, empty
 * ETag). The proxy answers 409 to chosen conditional writes without passing them on: every writer must notice that
 * nothing was stored and write again (or refuse), never go on as if it had been.
 */
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let proxy: Awaited<ReturnType<typeof startBlobsProxy>>;

beforeAll(async () => {
  blobs = await startTestBlobs();
  proxy = await startBlobsProxy(blobs.url);
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(proxy.url);
});
afterAll(async () => {
  await proxy.stop();
  await blobs.stop();
});
beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));

const scratch = () => getStore({ name: 'scratch', consistency: 'strong' });
let nextKey = 0;
const freshKey = () => `key-${nextKey++}`;

/** Makes the next conditional write to `store` fail as 11.1.1 misreports it; returns a check that it happened. */
function failNextWriteTo(store: string) {
  const before = proxy.failedCount();
  proxy.failConditional(1, `${store}/`);
  return () => expect(proxy.failedCount()).toBe(before + 1);
}

describe('a conditional write answered 409 (reported as modified, with no ETag)', () => {
  it('is what @netlify/blobs reports as written, though nothing is stored', async () => {
    const key = freshKey();
    const failed = failNextWriteTo('scratch');
    const answer = await scratch().setJSON(key, { a: 1 }, { onlyIfNew: true });
    failed();
    expect(answer).toEqual({ modified: true, etag: '' });
    expect(await scratch().get(key)).toBeNull();
  });

  it('counts as not written for writeIf', async () => {
    const key = freshKey();
    failNextWriteTo('scratch');
    expect(await writeIf(scratch(), key, { a: 1 }, { onlyIfNew: true })).toBe(false);
    expect(await writeIf(scratch(), key, { a: 1 }, { onlyIfNew: true })).toBe(true);
    expect(await scratch().get(key, { type: 'json' })).toEqual({ a: 1 });
  });

  it('is retried by a read-decide-write (blob-update)', async () => {
    const key = freshKey();
    const failed = failNextWriteTo('scratch');
    const result = await updateBlob(scratch(), key, key, () => ({ write: { n: 1 }, result: 'done' }));
    failed();
    expect(result).toBe('done');
    expect(await scratch().get(key, { type: 'json' })).toEqual({ n: 1 });
  });

  it('is retried by an exact counter', async () => {
    const name = freshKey();
    await addToCounter(scratch(), name, 2);
    const failed = failNextWriteTo('scratch');
    expect(await addToCounter(scratch(), name, 5)).toEqual({ added: true, total: 7 });
    failed();
    expect(await readExactCounter(scratch(), name)).toBe(7);
  });

  it('is retried when the local session secret is first created', async () => {
    vi.resetModules();
    const failed = failNextWriteTo('secrets');
    const first = await (await import('../../netlify/lib/security/session-secret')).sessionSecret();
    failed();
    vi.resetModules();
    const second = await (await import('../../netlify/lib/security/session-secret')).sessionSecret();
    expect(second.equals(first)).toBe(true);
  });

  it.each(['admissions', 'admission-claims', 'admission-index', 'admission-counts'])(
    'in the %s store still stores a submission whole: record, claim, index and count',
    async (store) => {
      const pendingBefore = await readCounter(statusCounter('pending'));
      const body = application();
      const failed = failNextWriteTo(store);
      const response = await callFunction(submit, '/api/admissions', { method: 'POST', body });
      failed();
      expect(response.status).toBe(201);
      const { registrationNumber } = (await response.json()) as { registrationNumber: string };
      expect((await findAdmission(registrationNumber))?.email).toBe(body.email);
      expect((await searchAdmissions(body.email))?.applications.map((r) => r.registrationNumber)).toEqual([
        registrationNumber,
      ]);
      expect(await readCounter(statusCounter('pending'))).toBe(pendingBefore + 1);
      // The duplicate claim is stored too: the same applicant again, from the same browser, is told it applied.
      const again = await callFunction(submit, '/api/admissions', {
        method: 'POST',
        body,
        headers: { cookie: cookieFrom(response) },
      });
      expect(again.status).toBe(409);
    },
  );
});
