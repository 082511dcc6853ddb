import type { Context } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import studentCode from '../../netlify/functions/student-code.mts';
import { removeExpired } from '../../netlify/lib/jobs/cleanup-job';
import { CONFIRMATION_KIND, decisionKind } from '../../netlify/lib/mail/admission-mails';
import { enqueueInvestorNotice, INVESTOR_NOTICE_KIND } from '../../netlify/lib/mail/investor-notice';
import { outboxProblems, runOutbox } from '../../netlify/lib/mail/outbox';
import { capOf, claimRecipientSlots, RECIPIENT_CAPS, UNLISTED_KIND_CAP } from '../../netlify/lib/mail/recipient-cap';
import { enqueueStaffSetup, STAFF_SETUP_KIND } from '../../netlify/lib/mail/staff-setup';
import { windowOf } from '../../netlify/lib/security/throttle';
import { readCounter } from '../../netlify/lib/storage/exact-counter';
import { store } from '../../netlify/lib/storage/stores';
import { DAY_MS } from '../../src/domain/admin-summary';
import { adminSessionCookie } from '../support/admin';
import { application } from '../support/applications';
import { callFunction, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { setUpMailTests } from '../support/smtp';

/** Fault injection: the next `failures` counter changes throw, as a counter too contended to answer does. */
const faults = vi.hoisted(() => ({ failures: 0 }));
vi.mock('../../netlify/lib/storage/exact-counter', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../netlify/lib/storage/exact-counter')>();
  return {
    ...actual,
    addToCounter: (...args: Parameters<typeof actual.addToCounter>) => {
      if (faults.failures > 0) {
        faults.failures--;
        return Promise.reject(new Error('counter too busy (injected)'));
      }
      return actual.addToCounter(...args);
    },
  };
});

hashCheaplyInThisFile();
const smtp = setUpMailTests();

let serial = 0;
/** An address no other test of this file uses. */
const freshAddress = (name: string) => `${name}-${Date.now()}-${serial++}@example.in`;
/** Mails received for an address, whatever the case it was written in. */
const mailsTo = (address: string) =>
  smtp.received.filter((mail) =>
    JSON.stringify(mail.to ?? '')
      .toLowerCase()
      .includes(address.toLowerCase()),
  );
const isCodeMail = (subject = '') => subject.includes('sign-in code');

async function apply(email: string) {
  const response = await callFunction(submit, '/api/admissions', {
    method: 'POST',
    body: application({ email }),
    ip: freshIp(),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { registrationNumber: string }).registrationNumber;
}

const askCode = (registrationNumber: string, email: string, ip = freshIp()) =>
  callFunction(studentCode, '/api/student/code', { method: 'POST', body: { registrationNumber, email }, ip });

/** The pending mails' blobs as stored, raw. */
async function rawPending(): Promise<string[]> {
  const outbox = store('outbox');
  const { blobs } = await outbox.list({ prefix: 'pending/' });
  return Promise.all(blobs.map(async ({ key }) => (await outbox.get(key, { type: 'text' })) ?? ''));
}

/** What the outbox job does a few minutes later (past any lease and first retry pause). */
const deliverLater = () => runOutbox(() => Date.now() + 5 * 60_000);

describe('sign-in codes to one address', () => {
  it('16 requests over 6 numbers and 4 IPs naming one address mail at most 5 codes, all answered alike', async () => {
    const victim = freshAddress('victim');
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) numbers.push(await apply(i % 2 ? victim.toUpperCase() : victim));
    const ips = [freshIp(), freshIp(), freshIp(), freshIp()];
    const answers: string[] = [];
    for (let i = 0; i < 16; i++) {
      const response = await askCode(numbers[i % 6] ?? '', i % 3 ? victim : victim.toUpperCase(), ips[i % 4]);
      answers.push(`${response.status} ${await response.text()}`);
    }
    expect(new Set(answers)).toEqual(new Set(['200 {"success":true}']));
    const report = await runOutbox();
    const codes = mailsTo(victim).filter((mail) => isCodeMail(mail.subject));
    expect(codes).toHaveLength(RECIPIENT_CAPS['student-code']?.[0]?.limit ?? -1);
    expect(codes).toHaveLength(5);
    // The confirmations of the six applications are capped too (5 a day).
    expect(mailsTo(victim).filter((mail) => !isCodeMail(mail.subject))).toHaveLength(5);
    expect(report).toMatchObject({ sent: 10, capped: 12 });
    // Six applications and five confirmations with their slips to render: longer than most tests on a busy machine.
  }, 60_000);

  it('answers a real pair and an unknown number the same, and sends nothing before the answer', async () => {
    const email = freshAddress('real');
    const registrationNumber = await apply(email);
    await runOutbox();
    const before = smtp.received.length;
    const real = await askCode(registrationNumber, email);
    const realAnswer = [real.status, await real.text()];
    expect(smtp.received.length).toBe(before);
    const unknown = await askCode('AVI-2026-ZZZZZZ', email);
    expect([unknown.status, await unknown.text()]).toEqual(realAnswer);
    expect(realAnswer).toEqual([200, '{"success":true}']);
    // With the runtime's waitUntil (Netlify), the mail goes right after the answer.
    const { answer, work } = await askWithWaitUntil(registrationNumber, email);
    expect(answer).toBe('200 {"success":true}');
    expect(work).toHaveLength(1);
    await Promise.all(work);
    // The first code (queued without waitUntil) waits for the job; the second went after its answer.
    expect(mailsTo(email).filter((mail) => isCodeMail(mail.subject))).toHaveLength(1);
  });

  it('with waitUntil, does the same store requests for a real pair and an unknown number until the answer', async () => {
    const email = freshAddress('same-work');
    const registrationNumber = await apply(email);
    await runOutbox();
    const fetches = vi.spyOn(globalThis, 'fetch');
    const requestsUntilAnswer = async (number: string) => {
      fetches.mockClear();
      const { answer, work } = await askWithWaitUntil(number, email);
      // Sorted: the limits' counters are written concurrently, in either order.
      const requests = fetches.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${kindOf(input)}`).sort();
      await Promise.all(work);
      return { answer, requests };
    };
    const real = await requestsUntilAnswer(registrationNumber);
    const unknown = await requestsUntilAnswer('AVI-2026-ZZZZZY');
    fetches.mockRestore();
    expect(unknown).toEqual(real);
    expect(real.requests.some((request) => request.includes('student-codes') || request.includes('outbox'))).toBe(
      false,
    );
    expect(mailsTo(email).filter((mail) => isCodeMail(mail.subject))).toHaveLength(1);
  });
});

/** A Blobs request named by its store and the shape of its key (numbers and hashes as #), to compare two calls. */
function kindOf(input: unknown): string {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return url.pathname
    .replace(/[0-9a-f]{32}/g, '#')
    .replace(/AVI-\d{4}-\w{6}/g, 'AVI-#')
    .replace(/\d+/g, '#');
}

/** The code request with a context that has waitUntil, as on Netlify: the answer, and the work handed on. */
async function askWithWaitUntil(registrationNumber: string, email: string) {
  const work: Promise<unknown>[] = [];
  const context = { ip: freshIp(), params: {}, requestId: 'test', waitUntil: (p: Promise<unknown>) => work.push(p) };
  const request = new Request('http://localhost/api/student/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationNumber, email }),
  });
  const response = await studentCode(request, context as unknown as Context);
  return { answer: `${response.status} ${await response.text()}`, work };
}

describe('the outbox at rest', () => {
  it('holds no address, name or code of a pending sign-in code mail', async () => {
    const email = freshAddress('sealed');
    const registrationNumber = await apply(email);
    await runOutbox();
    await askCode(registrationNumber, email);
    const raw = (await rawPending()).join('\n');
    expect(raw).toContain('"sealed"');
    expect(raw.toLowerCase()).not.toContain(email.toLowerCase());
    expect(raw).not.toMatch(/Priya|Sharma|sign-in code/);
    await runOutbox();
    const code = /\b(\d{6})\b/.exec(mailsTo(email).find((mail) => isCodeMail(mail.subject))?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(raw).not.toContain(code);
  });

  it('holds no address or set-up link of a set-up mail waiting for a retry; staff still see its recipient', async () => {
    const email = freshAddress('member');
    const token = `setup-token-${Date.now()}-abcdefghijklmnop`;
    smtp.refuse(true);
    const delivery = await enqueueStaffSetup({
      email,
      name: 'Asha Rao',
      owner: 'Owner',
      token,
      origin: 'https://x.in',
    });
    expect(delivery).toBe('retry');
    const raw = (await rawPending()).join('\n');
    expect(raw).toContain(STAFF_SETUP_KIND);
    expect(raw).not.toContain(email);
    expect(raw).not.toContain(token);
    expect(raw).not.toContain('Asha');
    const { retrying } = await outboxProblems();
    expect(retrying.find((mail) => mail.kind === STAFF_SETUP_KIND)?.to).toEqual([email]);
    smtp.refuse(false);
    expect(await deliverLater()).toMatchObject({ sent: 1 });
    expect(mailsTo(email)[0]?.text).toContain(token);
  });

  it('deletes unsent a pending mail whose seal does not open (altered, or SESSION_SECRET changed)', async () => {
    const email = freshAddress('altered');
    smtp.refuse(true);
    expect(await enqueueInvestorNotice({ email, origin: 'https://x.in' })).toBe('retry');
    smtp.refuse(false);
    const outbox = store('outbox');
    const [pending] = (await outbox.list({ prefix: 'pending/' })).blobs;
    if (!pending) throw new Error('no pending mail');
    const stored = (await outbox.get(pending.key, { type: 'json' })) as { sealed: string };
    const flipped = Buffer.from(stored.sealed, 'base64url');
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    await outbox.setJSON(pending.key, { ...stored, sealed: flipped.toString('base64url') });
    expect(await deliverLater()).toMatchObject({ sent: 0, dropped: 1 });
    expect((await outbox.list({ prefix: 'pending/' })).blobs).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('still sends a mail queued in clear before mail was sealed', async () => {
    const email = freshAddress('legacy');
    const now = Date.now();
    await store('outbox').setJSON(`pending/legacy-${now}`, {
      id: `legacy-${now}`,
      kind: INVESTOR_NOTICE_KIND,
      to: [email],
      content: {
        composed: { subject: 'Older mail', text: 'Queued before sealing', html: '<p>Queued</p>', attachments: [] },
      },
      createdAt: now,
      giveUpAt: now + DAY_MS,
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: 0,
    });
    expect(await runOutbox()).toMatchObject({ sent: 1 });
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Older mail']);
  });
});

describe('the caps of the other mails', () => {
  it('gives every kind a cap, the listed kinds their own and any other kind a strict one', () => {
    const kinds = [CONFIRMATION_KIND, decisionKind('approved'), decisionKind('rejected')];
    for (const kind of [...kinds, STAFF_SETUP_KIND, INVESTOR_NOTICE_KIND, 'student-code']) {
      expect(capOf(kind)).toBe(RECIPIENT_CAPS[kind]);
    }
    expect(capOf('some-new-kind')).toBe(UNLISTED_KIND_CAP);
  });

  it('investor notices: 10 a day to one address, the 11th not sent', async () => {
    const email = freshAddress('investor');
    const deliveries: string[] = [];
    for (let i = 0; i < 11; i++) {
      deliveries.push(
        await enqueueInvestorNotice({ email: i % 2 ? email.toUpperCase() : email, origin: 'https://x.in' }),
      );
    }
    expect(deliveries).toEqual([...Array(10).fill('sent'), 'capped']);
    expect(mailsTo(email)).toHaveLength(10);
  });

  it('staff set-up links: 5 a day to one address, the 6th not sent', async () => {
    const email = freshAddress('staff');
    const deliveries: string[] = [];
    for (let i = 0; i < 6; i++) {
      deliveries.push(
        await enqueueStaffSetup({ email, name: 'Asha', owner: 'Owner', token: `t${i}`, origin: 'https://x.in' }),
      );
    }
    expect(deliveries).toEqual([...Array(5).fill('sent'), 'capped']);
    expect(mailsTo(email)).toHaveLength(5);
  });

  it('decisions: 10 a day to one address, approvals and rejections together', async () => {
    const email = freshAddress('decided');
    const numbers: string[] = [];
    for (let i = 0; i < 11; i++) numbers.push(await apply(email));
    await runOutbox();
    const cookie = await adminSessionCookie();
    for (const [i, registrationNumber] of numbers.entries()) {
      const response = await callFunction(update, `/api/admissions/${registrationNumber}`, {
        method: 'PATCH',
        body: { status: i === 0 ? 'approved' : 'rejected' },
        params: { registrationNumber },
        headers: { cookie },
      });
      expect(response.status).toBe(200);
    }
    expect(await runOutbox()).toMatchObject({ sent: 10, capped: 1 });
    expect(mailsTo(email)).toHaveLength(5 + 10);
    // Eleven applications and decisions, a certificate to render: longer than most tests on a busy machine.
  }, 60_000);

  it('a kind nobody listed: 3 a day', async () => {
    const email = freshAddress('other');
    const claims: boolean[] = [];
    for (let i = 0; i < 4; i++) claims.push(await claimRecipientSlots('some-new-kind', [email]));
    expect(claims).toEqual([true, true, true, false]);
  });
});

describe('the cap counters', () => {
  it('count exactly under concurrency: 12 senders at once, 5 pass', async () => {
    const email = freshAddress('burst');
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimRecipientSlots('student-code', [email])));
    expect(claims.filter(Boolean)).toHaveLength(5);
  });

  it('are keyed by an HMAC of the lower-cased address, never the address', async () => {
    const email = freshAddress('keyed');
    await claimRecipientSlots('student-code', [email.toUpperCase()]);
    await claimRecipientSlots('student-code', [` ${email}`]);
    const [hourly] = RECIPIENT_CAPS['student-code'] ?? [];
    if (!hourly) throw new Error('no hourly cap');
    const name = windowOf({ rule: hourly, subject: email }, Date.now()).name;
    expect(await readCounter(store('throttle'), name)).toBe(2);
    const keys = (await store('throttle').list({ prefix: 'mail-' })).blobs.map((blob) => blob.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes('@') || key.includes('keyed'))).toBe(false);
  });

  it('are removed by the daily clean-up once their window is over, the current ones kept', async () => {
    const email = freshAddress('old');
    const now = Date.now();
    await claimRecipientSlots('student-code', [email], now - 3 * DAY_MS);
    await claimRecipientSlots('student-code', [email], now);
    const [hourly, daily] = RECIPIENT_CAPS['student-code'] ?? [];
    if (!hourly || !daily) throw new Error('no code caps');
    const subject = { subject: email };
    const old = [hourly, daily].map((rule) => windowOf({ rule, ...subject }, now - 3 * DAY_MS).name);
    const current = [hourly, daily].map((rule) => windowOf({ rule, ...subject }, now).name);
    const keysUnder = async (prefix: string) => (await store('throttle').list({ prefix })).blobs.length;
    for (const name of old) expect(await keysUnder(`${name}/`)).toBeGreaterThan(0);
    await removeExpired(now);
    for (const name of old) expect(await keysUnder(`${name}/`)).toBe(0);
    for (const name of current) expect(await readCounter(store('throttle'), name)).toBe(1);
  });

  it('a counter failing at the first attempt leaves the mail uncounted for the job, which sends and counts it once', async () => {
    const email = freshAddress('fault');
    faults.failures = 1;
    expect(await enqueueInvestorNotice({ email, origin: 'https://x.in' })).toBe('retry');
    expect(mailsTo(email)).toHaveLength(0);
    expect(await runOutbox()).toMatchObject({ waiting: 1 });
    expect(await deliverLater()).toMatchObject({ sent: 1 });
    const [daily] = RECIPIENT_CAPS[INVESTOR_NOTICE_KIND] ?? [];
    if (!daily) throw new Error('no notice cap');
    expect(await readCounter(store('throttle'), windowOf({ rule: daily, subject: email }, Date.now()).name)).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a send that fails after counting is retried without counting again', async () => {
    const email = freshAddress('retried');
    smtp.refuse(true);
    expect(await enqueueInvestorNotice({ email, origin: 'https://x.in' })).toBe('retry');
    smtp.refuse(false);
    expect(await deliverLater()).toMatchObject({ sent: 1 });
    const [daily] = RECIPIENT_CAPS[INVESTOR_NOTICE_KIND] ?? [];
    if (!daily) throw new Error('no notice cap');
    expect(await readCounter(store('throttle'), windowOf({ rule: daily, subject: email }, Date.now()).name)).toBe(1);
  });
});
