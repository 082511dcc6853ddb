import type { Store } from '@netlify/blobs';
import { describe, expect, it, vi } from 'vitest';
import * as counts from '../../netlify/lib/admissions/counts';
import { readCounts } from '../../netlify/lib/admissions/counts';
import { searchAdmissions } from '../../netlify/lib/admissions/listing';
import * as index from '../../netlify/lib/admissions/search-index';
import { submitApplication } from '../../netlify/lib/admissions/submit-application';
import * as outbox from '../../netlify/lib/mail/outbox';
import { HOLD_MS, runOutbox } from '../../netlify/lib/mail/outbox';
import * as stores from '../../netlify/lib/storage/stores';
import { admissionInputSchema } from '../../src/domain/admission-schemas';
import { application } from '../support/applications';
import { setUpMailTests } from '../support/smtp';

/**
 * The submission use case (admissions/submit-application.ts) with each of its steps failing once: the failed
 * request leaves nothing behind (no record, no count, no mail: a held confirmation finds no record and is dropped)
 * and the applicant's retry stores one application, counted once, confirmed by one mail; or, when only the release
 * fails, the application is stored and the job sends its mail once the hold runs out.
 */

const smtp = setUpMailTests();
const ORIGIN = 'http://localhost';

const deliverAll = () => runOutbox(() => Date.now() + HOLD_MS + 1000);
const pendingCount = async () => (await readCounts()).get('status/pending') ?? 0;

function submit(input: ReturnType<typeof application>) {
  return submitApplication({
    application: { ...admissionInputSchema.parse(input), locale: 'en' },
    origin: ORIGIN,
    holdsSlipOf: async () => false,
  });
}

/** Once done: one stored application of that address, counted once, one confirmation delivered. */
async function expectStoredOnce(input: ReturnType<typeof application>, pendingBefore: number) {
  await deliverAll();
  const found = await searchAdmissions(input.email);
  expect(found?.applications).toHaveLength(1);
  const [record] = found?.applications ?? [];
  expect(record?.duplicateOf).toBeUndefined();
  expect(await pendingCount()).toBe(pendingBefore + 1);
  expect(smtp.to(input.email).map((m) => m.subject)).toEqual([`Application received: ${record?.registrationNumber}`]);
}

/** The failed request left nothing: no application found, no count, and the held mail (if any) is dropped. */
async function expectNothingLeft(input: ReturnType<typeof application>, pendingBefore: number) {
  expect((await searchAdmissions(input.email))?.applications).toEqual([]);
  expect(await pendingCount()).toBe(pendingBefore);
  await deliverAll();
  expect(smtp.to(input.email)).toHaveLength(0);
}

/** The "admissions" store with its first JSON write failing. */
function failFirstRecordWrite() {
  const real = stores.store;
  let failed = false;
  vi.spyOn(stores, 'store').mockImplementation((name) => {
    const store = real(name);
    if (name !== 'admissions') return store;
    return new Proxy(store, {
      get(target, property) {
        if (property === 'setJSON' && !failed) {
          failed = true;
          return async () => {
            throw new Error('admissions store down');
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Store;
  });
}

/** Makes `name` of `module` do its work, then throw once (a step whose answer was lost). */
function failAfterWork(module: object, name: string) {
  const target = module as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const real = target[name] as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(target, name).mockImplementationOnce(async (...args: unknown[]) => {
    await real(...args);
    throw new Error(`${name} answer lost`);
  });
}

describe('a submission with one step failing', () => {
  it.each([
    ['holding the confirmation', () => vi.spyOn(outbox, 'queueHeld').mockRejectedValueOnce(new Error('outbox down'))],
    ['writing the record', failFirstRecordWrite],
    ['indexing it', () => failAfterWork(index, 'indexAdmission')],
    ['counting it', () => failAfterWork(counts, 'recordCountChanges')],
  ])('%s: leaves nothing behind; the retry stores one application, counted once, mailed once', async (_step, fail) => {
    const input = application();
    const before = await pendingCount();
    fail();
    await expect(submit(input)).rejects.toThrow();
    vi.restoreAllMocks();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expectNothingLeft(input, before);
    await expect(submit(input)).resolves.toMatchObject({ kind: 'created' });
    await expectStoredOnce(input, before);
  });

  it('releasing the confirmation: the application is stored and the job sends its mail once the hold runs out', async () => {
    const input = application();
    const before = await pendingCount();
    vi.spyOn(outbox, 'releaseOwnMail').mockRejectedValueOnce(new Error('outbox down'));
    await expect(submit(input)).resolves.toMatchObject({ kind: 'created' });
    expect(await runOutbox()).toMatchObject({ sent: 0 });
    expect(smtp.to(input.email)).toHaveLength(0);
    await expectStoredOnce(input, before);
  });

  it('sends the confirmation right after the answer where the runtime allows, once', async () => {
    const input = application();
    const after: Promise<unknown>[] = [];
    const result = await submitApplication({
      application: { ...admissionInputSchema.parse(input), locale: 'en' },
      origin: ORIGIN,
      holdsSlipOf: async () => false,
      sendSoon: (work) => after.push(work),
    });
    expect(after).toHaveLength(1);
    expect(await Promise.all(after)).toEqual(['sent']);
    expect(await deliverAll()).toMatchObject({ sent: 0 });
    expect(smtp.to(input.email).map((m) => m.subject)).toEqual([
      `Application received: ${result.kind === 'created' ? result.record.registrationNumber : ''}`,
    ]);
  });

  it('a held confirmation whose record was never written is dropped, not sent', async () => {
    const input = application();
    failFirstRecordWrite();
    await expect(submit(input)).rejects.toThrow('admissions store down');
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await deliverAll()).toMatchObject({ sent: 0, dropped: 1 });
    expect(smtp.to(input.email)).toHaveLength(0);
  });
});
