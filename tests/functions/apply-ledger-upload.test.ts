import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEntryId } from '../../netlify/lib/audit';
import {
  advanceLedgerUpload,
  ledgerAuditKey,
  resumeLedgerUploads,
  unfinishedLedgerUploads,
} from '../../netlify/lib/investors/advance-ledger-upload';
import { applyLedgerUpload, uploadIdOf } from '../../netlify/lib/investors/apply-ledger-upload';
import { changeState, ledgerUploadStore, readState } from '../../netlify/lib/investors/ledger-journal';
import { previewLedgerUpload } from '../../netlify/lib/investors/preview-ledger-upload';
import { investorStore } from '../../netlify/lib/investors/records';
import { searchInvestors } from '../../netlify/lib/investors/search-index';
import { store } from '../../netlify/lib/storage/stores';
import { startTestBlobs } from '../support/blobs';
import { newInvestorsFile } from '../support/ledger-file';

/**
 * The ledger upload's use case without HTTP, against a real local Blobs server: a large file applies entirely, an
 * apply cut off part-way (every later write of an investor throws, as when the instance stops) is finished by the
 * next call with every investor and every audit entry exactly once, and a journal left before its first write shows
 * nothing until it is resumed.
 */
// Its own server, stopped with time to delete the tens of thousands of blobs the 10,000-row upload leaves.
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop(), 120_000);
beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));

const ACTOR = 'investors@demo.awaaz.in';
const ROWS = 10_000;

afterEach(() => vi.restoreAllMocks());

/** The file's preview, as the apply request that follows it. Names are unique to the test (one Blobs server). */
async function previewed(rows: number) {
  const text = newInvestorsFile(rows).replaceAll('Investor ', `Investor ${randomUUID().slice(0, 8)} `);
  const preview = await previewLedgerUpload(ACTOR, text);
  expect(preview.problems).toEqual([]);
  const { token, versions, codes } = preview;
  return { fileName: 'month.csv', text, token, versions, codes, actor: ACTOR, origin: 'http://localhost' };
}

/** Applies the file and calls again until the upload is done or rolled back, as the screen does. */
async function untilDone(request: Awaited<ReturnType<typeof previewed>>, options: { budgetMs?: number } = {}) {
  let progress = await applyLedgerUpload(request, options);
  let calls = 1;
  while (progress.state === 'applying') {
    progress = await advanceLedgerUpload(progress.uploadId, ACTOR, options);
    calls += 1;
  }
  return { progress, calls };
}

/** The upload of this preview among those the screen would resume. */
const openUpload = async (request: { token: string }) =>
  (await unfinishedLedgerUploads(ACTOR)).find((upload) => upload.uploadId === uploadIdOf(request.token));

const keys = async (s: ReturnType<typeof store>, prefix?: string) =>
  (await s.list(prefix ? { prefix } : {})).blobs.map((blob) => blob.key);

/** The codes of the file that are stored. */
async function storedOf(request: Awaited<ReturnType<typeof previewed>>) {
  const codes = new Set(Object.values(request.codes));
  return (await keys(investorStore())).filter((key) => codes.has(key));
}

/** The upload's audit entries (their keys carry its id). */
/** The audit keys an upload wrote: an entry's id is the hash of its upload's id and its index (up to 10,000 rows + 1). */
const auditOf = async (uploadId: string) => {
  const ids = new Set(Array.from({ length: 10_002 }, (_, index) => auditEntryId(ledgerAuditKey(uploadId, index))));
  return (await keys(store('audit'), 'all/')).filter((key) => ids.has(key.slice(-12)));
};

/** Every investor of the file stored once, its audit entries once (one per row, one for the file), all indexed. */
async function expectAppliedOnce(request: Awaited<ReturnType<typeof previewed>>, uploadId: string, rows: number) {
  expect(await storedOf(request)).toHaveLength(rows);
  const audit = await auditOf(uploadId);
  expect(audit).toHaveLength(rows + 1);
  expect(new Set(audit).size).toBe(rows + 1);
  const name = request.text.split('\n')[1]?.split(' ').slice(0, 2).join(' ') ?? '';
  expect((await searchInvestors(name, undefined, rows + 1)).investors).toHaveLength(rows);
  expect((await unfinishedLedgerUploads(ACTOR)).map((upload) => upload.uploadId)).not.toContain(uploadId);
  // What only the apply needed is gone: the journal holds investor records.
  expect(await keys(ledgerUploadStore(), `journal/${uploadId}`)).toEqual([]);
}

/** Every write to the store throws from the `after`-th on (the Blobs client retries each 5 times first). */
function stopWritesAfter(after: number, storeName = 'investors') {
  const real = globalThis.fetch;
  let writes = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (init?.method?.toUpperCase() === 'PUT' && url.includes(`/site:${storeName}/`)) {
      writes += 1;
      if (writes > after) throw new Error('the instance stopped');
    }
    return real(input, init);
  });
}

describe('applyLedgerUpload', () => {
  it('applies a file over as many calls as it takes, each within its budget', { timeout: 300_000 }, async () => {
    const request = await previewed(450);
    // A budget of 1 ms lets each call do one part (200 investors, 200 audit entries, the index or the notices).
    const { progress, calls } = await untilDone(request, { budgetMs: 1 });
    expect(calls).toBe(3 + 1 + 3 + 1);
    expect(progress).toMatchObject({ state: 'done', rowsApplied: 450, rowsTotal: 450 });
    expect(progress.newInvestorCodes).toHaveLength(450);
    await expectAppliedOnce(request, progress.uploadId, 450);
  });

  it(`finishes a ${ROWS}-row apply cut off half-way: every investor and audit entry exactly once`, {
    timeout: 600_000,
  }, async () => {
    const request = await previewed(ROWS);
    const stop = stopWritesAfter(ROWS / 2);
    await expect(untilDone(request)).rejects.toThrow('the instance stopped');
    stop.mockRestore();
    // Half the investors are stored and nothing else: the index and the audit come after the last investor.
    const open = await openUpload(request);
    expect(open).toMatchObject({ state: 'applying', rowsTotal: ROWS });
    const uploadId = open?.uploadId ?? '';
    expect(await storedOf(request)).toHaveLength(ROWS / 2);
    expect(await auditOf(uploadId)).toEqual([]);

    // The officer reopens the screen, which goes on with the upload it finds.
    let progress = await advanceLedgerUpload(uploadId, ACTOR);
    while (progress.state === 'applying') progress = await advanceLedgerUpload(uploadId, ACTOR);
    expect(progress).toMatchObject({ state: 'done', rowsApplied: ROWS });
    await expectAppliedOnce(request, uploadId, ROWS);
    // The same apply sent again is the same upload: nothing more is written.
    expect(await applyLedgerUpload(request)).toMatchObject({ uploadId, state: 'done', rowsApplied: ROWS });
    await expectAppliedOnce(request, uploadId, ROWS);
  });

  // The Blobs client retries a failed write 5 times, 5 s apart, before the call fails.
  it('shows nothing of a journal left before its first write, until it is resumed', { timeout: 120_000 }, async () => {
    const request = await previewed(30);
    // The instance stops at the first write of an investor: the journal is stored, nothing else.
    const stop = stopWritesAfter(0);
    await expect(applyLedgerUpload(request)).rejects.toThrow('the instance stopped');
    stop.mockRestore();
    const progress = await openUpload(request);
    expect(progress).toMatchObject({ state: 'applying', rowsApplied: 0, rowsTotal: 30 });
    if (!progress) return;
    expect(await storedOf(request)).toEqual([]);
    expect(await auditOf(progress.uploadId)).toEqual([]);
    const name = request.text.split('\n')[1]?.split(' ').slice(0, 2).join(' ') ?? '';
    expect((await searchInvestors(name, undefined)).investors).toEqual([]);
    // No one reopens the screen: the scheduled job finishes it.
    expect(await resumeLedgerUploads()).toMatchObject({ resumed: 1, ended: 1 });
    expect((await readState(progress.uploadId))?.phase).toBe('done');
    await expectAppliedOnce(request, progress.uploadId, 30);
  });

  it('leaves an upload to the call holding its lease, and takes it over once that lease has run out', {
    timeout: 120_000,
  }, async () => {
    const request = await previewed(5);
    const stop = stopWritesAfter(0);
    await expect(applyLedgerUpload(request)).rejects.toThrow('the instance stopped');
    stop.mockRestore();
    const uploadId = uploadIdOf(request.token);
    expect(await openUpload(request)).toBeDefined();
    // Another call is working on it (or died working on it): its lease runs until then.
    const until = Date.now() + 60_000;
    await changeState(uploadId, (state) => ({ ...state, leaseUntil: until }));
    expect(await advanceLedgerUpload(uploadId, ACTOR)).toMatchObject({ state: 'applying', rowsApplied: 0 });
    expect(await storedOf(request)).toEqual([]);
    await changeState(uploadId, (state) => ({ ...state, leaseUntil: Date.now() - 1 }));
    expect(await advanceLedgerUpload(uploadId, ACTOR)).toMatchObject({ state: 'done', rowsApplied: 5 });
    await expectAppliedOnce(request, uploadId, 5);
  });

  it('writes each audit entry once when the apply is cut off among them', { timeout: 120_000 }, async () => {
    const request = await previewed(150);
    // Three keys an entry: the cut falls in the middle of the first part of the audit.
    const stop = stopWritesAfter(3 * 60 + 1, 'audit');
    await expect(untilDone(request)).rejects.toThrow('the instance stopped');
    stop.mockRestore();
    const uploadId = uploadIdOf(request.token);
    expect((await auditOf(uploadId)).length).toBeGreaterThan(0);
    const { progress } = await untilDone(request);
    expect(progress).toMatchObject({ uploadId, state: 'done' });
    await expectAppliedOnce(request, uploadId, 150);
  });
});
