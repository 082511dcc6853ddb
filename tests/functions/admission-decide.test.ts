import { describe, expect, it, vi } from 'vitest';
import update from '../../netlify/functions/admissions-update.mts';
import * as counts from '../../netlify/lib/admissions/counts';
import { readCounts } from '../../netlify/lib/admissions/counts';
import { decideApplication } from '../../netlify/lib/admissions/decide-application';
import { pageOfAdmissions } from '../../netlify/lib/admissions/listing';
import * as admissions from '../../netlify/lib/admissions/records';
import { findAdmission } from '../../netlify/lib/admissions/records';
import { submitApplication } from '../../netlify/lib/admissions/submit-application';
import * as audit from '../../netlify/lib/audit';
import { readAudit } from '../../netlify/lib/audit';
import * as outbox from '../../netlify/lib/mail/outbox';
import { HOLD_MS, runOutbox } from '../../netlify/lib/mail/outbox';
import type { AdmissionStatus } from '../../src/domain/admission';
import { admissionInputSchema } from '../../src/domain/admission-schemas';
import { adminSessionCookie, demoMember } from '../support/admin';
import { application } from '../support/applications';
import { callFunction } from '../support/call';
import { setUpMailTests } from '../support/smtp';

/**
 * The decision use case (admissions/decide-application.ts) with each of its steps failing once: the request fails,
 * then its retry (or the outbox job, for the mail) leaves the status stored, one mail sent, one audit entry, and the
 * views and counts moved once. Called without HTTP, except the first test, which is the finding as staff met it.
 */

const smtp = setUpMailTests();
const ORIGIN = 'http://localhost';
const { email, name } = demoMember('admissions');
const member = { email, name };

/** Every mail due by then, held ones included (what the job does once their hold has run out). */
const deliverAll = () => runOutbox(() => Date.now() + HOLD_MS + 1000);

/** A stored application whose confirmation has gone out, so the mails that follow are the decision's. */
async function storedApplication() {
  const input = application();
  const result = await submitApplication({
    application: { ...admissionInputSchema.parse(input), locale: 'en' },
    origin: ORIGIN,
    holdsSlipOf: async () => false,
  });
  if (result.kind !== 'created') throw new Error('not created');
  await deliverAll();
  expect(smtp.to(input.email)).toHaveLength(1);
  return result.record;
}

const decide = (registrationNumber: string, status: AdmissionStatus) =>
  decideApplication({ registrationNumber, status, member, origin: ORIGIN });

const statusCounts = async () => {
  const all = await readCounts();
  return { pending: all.get('status/pending') ?? 0, approved: all.get('status/approved') ?? 0 };
};

const inView = async (status: AdmissionStatus, registrationNumber: string) =>
  (await pageOfAdmissions({ status, course: 'all' }, undefined, 100)).applications.some(
    (a) => a.registrationNumber === registrationNumber,
  );

/** The state once everything is done: approved, one mail, one audit entry, views and counts moved once. */
async function expectApprovedOnce(
  record: { registrationNumber: string; email: string },
  before: { pending: number; approved: number },
) {
  await deliverAll();
  const stored = await findAdmission(record.registrationNumber);
  expect(stored?.status).toBe('approved');
  expect(stored?.openChange).toBeUndefined();
  expect(smtp.to(record.email).map((m) => m.subject)).toEqual([
    `Application received: ${record.registrationNumber}`,
    `Your application is approved: ${record.registrationNumber}`,
  ]);
  const { entries } = await readAudit({ record: `application/${record.registrationNumber}` });
  expect(entries.map((e) => [e.actor, e.action, e.after])).toEqual([
    [email, 'application-status', { status: 'approved', decidedBy: name }],
  ]);
  expect(await statusCounts()).toEqual({ pending: before.pending - 1, approved: before.approved + 1 });
  expect(await inView('approved', record.registrationNumber)).toBe(true);
  expect(await inView('pending', record.registrationNumber)).toBe(false);
}

describe('an approval whose audit entry fails (the finding)', () => {
  it('is finished by the retry: 200, and the applicant gets one approval mail', async () => {
    const record = await storedApplication();
    const cookie = await adminSessionCookie();
    const patch = () =>
      callFunction(update, `/api/admissions/${record.registrationNumber}`, {
        method: 'PATCH',
        body: { status: 'approved' },
        params: { registrationNumber: record.registrationNumber },
        headers: { cookie },
      });
    vi.spyOn(audit, 'appendAudit').mockRejectedValueOnce(new Error('audit store down'));
    expect((await patch()).status).toBe(500);
    const retry = await patch();
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ success: true, application: { status: 'approved' } });
    await deliverAll();
    expect(smtp.to(record.email).map((m) => m.subject)).toEqual([
      `Application received: ${record.registrationNumber}`,
      `Your application is approved: ${record.registrationNumber}`,
    ]);
  });
});

describe('a decision with one step failing', () => {
  it('holding the mail: nothing changes; the retry decides and mails once', async () => {
    const record = await storedApplication();
    const before = await statusCounts();
    vi.spyOn(outbox, 'queueHeld').mockRejectedValueOnce(new Error('outbox down'));
    await expect(decide(record.registrationNumber, 'approved')).rejects.toThrow('outbox down');
    expect((await findAdmission(record.registrationNumber))?.status).toBe('pending');
    expect(await statusCounts()).toEqual(before);
    await expect(decide(record.registrationNumber, 'approved')).resolves.toMatchObject({ changed: true });
    await expectApprovedOnce(record, before);
  });

  it('writing the record (refused): the held mail is dropped; the retry decides and mails once', async () => {
    const record = await storedApplication();
    const before = await statusCounts();
    vi.spyOn(admissions, 'writeStatus').mockRejectedValueOnce(new Error('admissions store down'));
    await expect(decide(record.registrationNumber, 'approved')).rejects.toThrow('admissions store down');
    // Had nobody retried, the hold runs out and the mail is composed against a record without its decision.
    expect(await deliverAll()).toMatchObject({ sent: 0, dropped: 1 });
    expect((await findAdmission(record.registrationNumber))?.status).toBe('pending');
    await decide(record.registrationNumber, 'approved');
    await expectApprovedOnce(record, before);
  });

  it.each([
    ['writing the record (stored, its answer lost)', () => admissions, 'writeStatus', 0],
    ['moving the views and counts', () => admissions, 'moveOpenChange', 0],
    ['counting', () => counts, 'recordCountChanges', 0],
    ['appending the audit entry', () => audit, 'appendAudit', 0],
    // The mail was released before the change is closed: it goes out, and the retry does not send another.
    ['closing the change', () => admissions, 'closeStatusChange', 1],
  ] as const)(
    '%s, after its work: the retry finishes it, answering success, with one mail and one entry',
    async (_step, module, name, due) => {
      const record = await storedApplication();
      const before = await statusCounts();
      const target = module() as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const real = target[name] as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(target, name).mockImplementationOnce(async (...args: unknown[]) => {
        await real(...args);
        throw new Error(`${name} answer lost`);
      });
      await expect(decide(record.registrationNumber, 'approved')).rejects.toThrow('answer lost');
      // The status is stored; the mail is held (not due) until its release.
      expect((await findAdmission(record.registrationNumber))?.status).toBe('approved');
      expect(await runOutbox()).toMatchObject({ sent: due });
      await expect(decide(record.registrationNumber, 'approved')).resolves.toMatchObject({ changed: false });
      await expectApprovedOnce(record, before);
    },
  );

  it('releasing the mail: the decision succeeds and the job sends the mail once its hold runs out', async () => {
    const record = await storedApplication();
    const before = await statusCounts();
    vi.spyOn(outbox, 'releaseMail').mockRejectedValueOnce(new Error('outbox down'));
    await expect(decide(record.registrationNumber, 'approved')).resolves.toMatchObject({ changed: true });
    expect(await runOutbox()).toMatchObject({ sent: 0 });
    await expectApprovedOnce(record, before);
  });

  it('is finished by the next decision on the record when nobody retries, each counted and audited once', async () => {
    const record = await storedApplication();
    const before = await statusCounts();
    vi.spyOn(audit, 'appendAudit').mockRejectedValueOnce(new Error('audit store down'));
    await expect(decide(record.registrationNumber, 'approved')).rejects.toThrow();
    await expect(decide(record.registrationNumber, 'rejected')).resolves.toMatchObject({ changed: true });
    // The approval's mail had not gone out when it was overtaken: only the decision the record holds is mailed.
    expect(await deliverAll()).toMatchObject({ sent: 1, dropped: 1 });
    expect(smtp.to(record.email).map((m) => m.subject)).toEqual([
      `Application received: ${record.registrationNumber}`,
      `Decision on your application: ${record.registrationNumber}`,
    ]);
    const { entries } = await readAudit({ record: `application/${record.registrationNumber}` });
    expect(entries.map((e) => (e.after as { status: string }).status)).toEqual(['rejected', 'approved']);
    expect(await statusCounts()).toEqual({ pending: before.pending - 1, approved: before.approved });
  });
});

describe('a decision', () => {
  it('taken back before its mail went out drops the mail, though an earlier identical decision was mailed', async () => {
    const record = await storedApplication();
    await decide(record.registrationNumber, 'approved');
    await decide(record.registrationNumber, 'pending');
    await decide(record.registrationNumber, 'approved');
    // Two approval mails are queued; only the one of the decision the record holds goes out.
    expect(await deliverAll()).toMatchObject({ sent: 1, dropped: 1 });
    expect(smtp.to(record.email)).toHaveLength(2);
    expect((await readAudit({ record: `application/${record.registrationNumber}` })).entries).toHaveLength(3);
  });

  it('on an unknown number is refused with noApplication', async () => {
    await expect(decide('AVI-2026-222222', 'approved')).rejects.toMatchObject({ code: 'noApplication' });
    await expect(decide('not a number', 'approved')).rejects.toMatchObject({ code: 'noApplication' });
  });
});
