import { describe, expect, it } from 'vitest';
import { searchAdmissions } from '../../netlify/lib/admissions/listing';
import { type SubmissionRequest, submitApplication } from '../../netlify/lib/admissions/submit-application';
import { tooManyRequests } from '../../netlify/lib/http/errors';
import { HOLD_MS, runOutbox } from '../../netlify/lib/mail/outbox';
import { store } from '../../netlify/lib/storage/stores';
import { admissionInputSchema } from '../../src/domain/admission-schemas';
import { application } from '../support/applications';
import { setUpMailTests } from '../support/smtp';

/**
 * A submission writes its duplicate claim and its held confirmation together, after the caller's limit and the
 * previous day's claim are read (admissions/submit-application.ts): a refused or duplicate application must still
 * leave no mail behind, and a flagged duplicate is confirmed by the mail held for it, once.
 */

const smtp = setUpMailTests();

const deliverAll = () => runOutbox(() => Date.now() + HOLD_MS + 1000);
const pendingMails = async () => (await store('outbox').list({ prefix: 'pending/' })).blobs.length;

function submit(input: ReturnType<typeof application>, options: Partial<SubmissionRequest> = {}) {
  return submitApplication({
    application: { ...admissionInputSchema.parse(input), locale: 'en' },
    origin: 'http://localhost',
    holdsSlipOf: async () => false,
    ...options,
  });
}

describe('a submission whose claim and confirmation are written together', () => {
  it('past its limit writes nothing: no claim, no held mail, no record', async () => {
    const input = application();
    const before = await pendingMails();
    // As the function reads it: while the body is read, handled there until the use case awaits it.
    const refused = Promise.reject(tooManyRequests(60));
    refused.catch(() => undefined);
    await expect(submit(input, { admitted: refused })).rejects.toMatchObject({ status: 429 });
    expect(await pendingMails()).toBe(before);
    expect((await searchAdmissions(input.email))?.applications).toEqual([]);
    // No claim was written: the same applicant is stored as new, not flagged as a duplicate.
    const stored = await submit(input);
    expect(stored.kind === 'created' && stored.record.duplicateOf).toBeUndefined();
  });

  it('answered 409 (the same browser again) takes back the confirmation it held', async () => {
    const input = application();
    const first = await submit(input);
    const before = await pendingMails();
    const again = await submit(input, { holdsSlipOf: async () => true });
    expect(again).toEqual({
      kind: 'already-applied',
      registrationNumber: first.kind === 'created' ? first.record.registrationNumber : '',
    });
    expect(await pendingMails()).toBe(before);
    await deliverAll();
    expect(smtp.to(input.email)).toHaveLength(1);
  });

  it('stored as a flagged duplicate (another browser) is confirmed by the mail held for it, once', async () => {
    const input = application();
    const first = await submit(input);
    const before = await pendingMails();
    const flagged = await submit(input);
    if (first.kind !== 'created' || flagged.kind !== 'created') throw new Error('both are stored');
    expect(flagged.record.duplicateOf).toBe(first.record.registrationNumber);
    // One mail more: the one held with the claim, not a second hold beside a dropped one.
    expect(await pendingMails()).toBe(before + 1);
    expect(await deliverAll()).toMatchObject({ sent: 2, dropped: 0 });
    expect(
      smtp
        .to(input.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([first, flagged].map((r) => `Application received: ${r.record.registrationNumber}`).sort());
  });
});
