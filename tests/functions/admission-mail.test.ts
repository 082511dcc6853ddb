import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import adminOutbox from '../../netlify/functions/admin-outbox.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import { FIRST_RETRY_MS, MAIL_LIFETIME_MS, runOutbox } from '../../netlify/lib/mail/outbox';
import { RECIPIENT_CAPS } from '../../netlify/lib/mail/recipient-cap';
import { store } from '../../netlify/lib/storage/stores';
import { adminSessionCookie } from '../support/admin';
import { application } from '../support/applications';
import { callFunction, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { setUpMailTests } from '../support/smtp';

hashCheaplyInThisFile();
const smtp = setUpMailTests();

async function apply(over = {}, language = 'en') {
  const input = application(over);
  const response = await callFunction(submit, '/api/admissions', {
    method: 'POST',
    body: input,
    ip: freshIp(),
    headers: { 'Accept-Language': language },
  });
  expect(response.status).toBe(201);
  const { registrationNumber } = (await response.json()) as { registrationNumber: string };
  return { input, registrationNumber };
}

/** What the job does under `npm start` every few seconds (the tests' context has no waitUntil). */
const deliver = () => runOutbox();

const decide = async (registrationNumber: string, status: string, cookie: string) => {
  const response = await callFunction(update, `/api/admissions/${registrationNumber}`, {
    method: 'PATCH',
    body: { status },
    params: { registrationNumber },
    headers: { cookie },
  });
  expect(response.status).toBe(200);
};

const pendingKeys = async () => (await store('outbox').list({ prefix: 'pending/' })).blobs.map((b) => b.key);

describe('the confirmation mail', () => {
  it('reaches the applicant in English with the registration number, course, next steps, slip and portal link', async () => {
    const { input, registrationNumber } = await apply();
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = smtp.to(input.email);
    expect(mail?.subject).toBe(`Application received: ${registrationNumber}`);
    expect(mail?.text).toContain(registrationNumber);
    expect(mail?.text).toContain('Voice Acting');
    expect(mail?.text).toContain('What happens next');
    expect(mail?.text).toContain('http://localhost/student-portal');
    expect(mail?.html).toContain('lang="en-IN"');
    expect(mail?.html).toContain('href="http://localhost/student-portal"');
    const [slip] = mail?.attachments ?? [];
    expect(slip?.filename).toBe(`slip_${registrationNumber}.pdf`);
    expect(slip?.contentType).toBe('application/pdf');
    const pdf = await PDFDocument.load(slip?.content ?? new Uint8Array());
    expect(pdf.getTitle()).toContain(registrationNumber);
    expect(await pendingKeys()).toEqual([]);
  });

  it('is in Hindi, UTF-8, with Devanagari fonts named first, for an application made on the Hindi edition', async () => {
    const { input, registrationNumber } = await apply({}, 'hi');
    await deliver();
    const [mail] = smtp.to(input.email);
    expect(mail?.subject).toBe(`आवेदन मिल गया: ${registrationNumber}`);
    expect(mail?.text).toContain('आगे क्या होगा');
    expect(mail?.text).toContain('http://localhost/hi/student-portal');
    expect(mail?.html).toContain('lang="hi-IN"');
    expect(mail?.html).toMatch(/font-family:'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI'/);
    expect(mail?.headers.get('content-type')).toMatchObject({ value: 'multipart/mixed' });
    const stored = (await store('admissions').get(registrationNumber, { type: 'json' })) as { locale: string };
    expect(stored.locale).toBe('hi');
  });

  it('stores the application and answers 201 while the mail server refuses; the outbox job sends it later', async () => {
    smtp.refuse(true);
    const { input, registrationNumber } = await apply();
    expect(await store('admissions').get(registrationNumber)).not.toBeNull();
    expect(await deliver()).toMatchObject({ sent: 0, retry: 1 });
    expect(smtp.to(input.email)).toHaveLength(0);
    const [key] = await pendingKeys();
    const queued = (await store('outbox').get(key ?? '', { type: 'json' })) as { attempts: number; lastError: string };
    expect(queued).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Service unavailable') });

    // Before its pause is over the job leaves it alone; after it, it is sent once and leaves the outbox.
    smtp.refuse(false);
    expect(await runOutbox(() => Date.now())).toMatchObject({ sent: 0, waiting: 1 });
    const later = () => Date.now() + FIRST_RETRY_MS + 1000;
    expect(await runOutbox(later)).toMatchObject({ sent: 1, retry: 0 });
    expect(smtp.to(input.email).map((m) => m.subject)).toEqual([`Application received: ${registrationNumber}`]);
    expect(await pendingKeys()).toEqual([]);
    expect(await runOutbox(later)).toMatchObject({ sent: 0, waiting: 0 });
  });

  it('is given up after a day of failures and then listed for staff', async () => {
    smtp.refuse(true);
    const { registrationNumber } = await apply();
    await deliver();
    const cookie = await adminSessionCookie();
    const listed = async () =>
      (await (await callFunction(adminOutbox, '/api/admin/outbox', { headers: { cookie } })).json()) as {
        failed: { ref?: string; attempts: number }[];
        retrying: { ref?: string }[];
      };
    expect((await listed()).retrying.map((m) => m.ref)).toContain(registrationNumber);

    // Hourly retries once the pauses have grown, then the mail's day is over.
    let at = Date.now();
    let gaveUp = 0;
    while (at < Date.now() + MAIL_LIFETIME_MS + 2 * 60 * 60_000 && gaveUp === 0) {
      at += 30 * 60_000;
      gaveUp += (await runOutbox(() => at)).gaveUp;
    }
    expect(gaveUp).toBe(1);
    expect(await pendingKeys()).toEqual([]);
    const { failed, retrying } = await listed();
    expect(retrying.map((m) => m.ref)).not.toContain(registrationNumber);
    const entry = failed.find((m) => m.ref === registrationNumber);
    expect(entry?.attempts).toBeGreaterThan(10);
  });

  it('is refused to anyone without a staff session (401) and to staff without the admissions or owner role (403)', async () => {
    const response = await callFunction(adminOutbox, '/api/admin/outbox');
    expect(response.status).toBe(401);
    for (const role of ['support', 'investor-relations'] as const) {
      const cookie = await adminSessionCookie(role);
      expect((await callFunction(adminOutbox, '/api/admin/outbox', { headers: { cookie } })).status).toBe(403);
    }
    const owner = await adminSessionCookie('owner');
    expect((await callFunction(adminOutbox, '/api/admin/outbox', { headers: { cookie: owner } })).status).toBe(200);
  });

  const [confirmations] = RECIPIENT_CAPS['admission-confirmation'] ?? [];
  it(`is sent at most ${confirmations?.limit} times a day to one address; applications go on being stored`, async () => {
    const limit = confirmations?.limit ?? 0;
    const email = `often-${Date.now()}@example.in`;
    const numbers: string[] = [];
    for (let i = 0; i <= limit; i++) numbers.push((await apply({ email })).registrationNumber);
    expect(await deliver()).toMatchObject({ sent: limit, capped: 1 });
    expect(new Set(numbers).size).toBe(limit + 1);
    expect(smtp.to(email)).toHaveLength(limit);
  });
});

describe('the decision mail', () => {
  it('tells an approval with the certificate attached and the portal link, once per decision', async () => {
    const { input, registrationNumber } = await apply({}, 'hi');
    const cookie = await adminSessionCookie();
    await decide(registrationNumber, 'approved', cookie);
    await decide(registrationNumber, 'approved', cookie);
    expect(await deliver()).toMatchObject({ sent: 2 }); // the confirmation and one approval
    const decisions = smtp.to(input.email).slice(1);
    expect(decisions.map((m) => m.subject)).toEqual([`आपका आवेदन मंज़ूर हो गया: ${registrationNumber}`]);
    expect(decisions[0]?.text).toContain('http://localhost/hi/student-portal');
    const [certificate] = decisions[0]?.attachments ?? [];
    expect(certificate?.filename).toBe(`certificate_${registrationNumber}.pdf`);
    expect((await PDFDocument.load(certificate?.content ?? new Uint8Array())).getTitle()).toContain(registrationNumber);
  });

  it('tells a rejection without attachments; setting it back to pending mails nothing', async () => {
    const { input, registrationNumber } = await apply();
    const cookie = await adminSessionCookie();
    await decide(registrationNumber, 'rejected', cookie);
    await deliver();
    await decide(registrationNumber, 'pending', cookie);
    await deliver();
    const decisions = smtp.to(input.email).slice(1);
    expect(decisions.map((m) => m.subject)).toEqual([`Decision on your application: ${registrationNumber}`]);
    expect(decisions[0]?.attachments).toEqual([]);
  });

  it('drops the mail of a decision taken back before it went out', async () => {
    const { input, registrationNumber } = await apply();
    await deliver();
    const cookie = await adminSessionCookie();
    await decide(registrationNumber, 'approved', cookie);
    await decide(registrationNumber, 'pending', cookie);
    expect(await deliver()).toMatchObject({ sent: 0, dropped: 1 });
    expect(smtp.to(input.email)).toHaveLength(1);
  });

  it('does not fail the decision when the mail server is down', async () => {
    const { registrationNumber } = await apply();
    smtp.refuse(true);
    await decide(registrationNumber, 'approved', await adminSessionCookie());
    const stored = (await store('admissions').get(registrationNumber, { type: 'json' })) as { status: string };
    expect(stored.status).toBe('approved');
    const kinds = await Promise.all(
      (await pendingKeys()).map(
        async (key) => ((await store('outbox').get(key, { type: 'json' })) as { kind: string }).kind,
      ),
    );
    expect(kinds).toContain('admission-approved');
  });
});
