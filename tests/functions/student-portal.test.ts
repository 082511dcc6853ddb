import { afterEach, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import studentApplication from '../../netlify/functions/student-application.mts';
import studentCertificate from '../../netlify/functions/student-certificate.mts';
import studentCode from '../../netlify/functions/student-code.mts';
import studentLogin from '../../netlify/functions/student-login.mts';
import studentLogout from '../../netlify/functions/student-logout.mts';
import studentSession from '../../netlify/functions/student-session.mts';
import studentSlip from '../../netlify/functions/student-slip.mts';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { runOutbox } from '../../netlify/lib/mail/outbox';
import { store } from '../../netlify/lib/storage/stores';

import { CODE_TTL_MS, MAX_WRONG_TRIES } from '../../netlify/lib/student-portal/portal-codes';
import { CODES_PER_NUMBER } from '../../netlify/lib/student-portal/request-portal-code';

import { adminSessionCookie } from '../support/admin';
import { application } from '../support/applications';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { setUpMailTests } from '../support/smtp';

hashCheaplyInThisFile();
const smtp = setUpMailTests();
afterEach(() => {
  vi.useRealTimers();
});

async function apply(language = 'en') {
  const input = application();
  const response = await callFunction(submit, '/api/admissions', {
    method: 'POST',
    body: input,
    ip: freshIp(),
    headers: { 'Accept-Language': language },
  });
  const { registrationNumber } = (await response.json()) as { registrationNumber: string };
  return { email: input.email, registrationNumber };
}

/** A code request, then what the outbox job does under `npm start` every few seconds (the tests' context has no
 * waitUntil, so the code mail waits for the job). */
async function askCode(registrationNumber: string, email: string, ip = freshIp()) {
  const response = await callFunction(studentCode, '/api/student/code', {
    method: 'POST',
    body: { registrationNumber, email },
    ip,
  });
  await runOutbox();
  return response;
}

const signIn = (registrationNumber: string, code: string, language = 'en', ip = freshIp()) =>
  callFunction(studentLogin, '/api/student/login', {
    method: 'POST',
    body: { registrationNumber, code },
    ip,
    headers: { 'Accept-Language': language },
  });

/** The code in the latest sign-in mail to `email`. */
function mailedCode(email: string): string {
  const mails = smtp.to(email).filter((m) => m.subject?.includes('sign-in code') || m.subject?.includes('कोड'));
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const codeMails = (email: string) => smtp.to(email).filter((m) => !m.subject?.startsWith('Application received'));

describe('POST /api/student/code', () => {
  it('answers the same for a real pair, a wrong e-mail and an unknown number, and mails only the real pair', async () => {
    const { email, registrationNumber } = await apply();
    const stranger = 'stranger@example.in';
    const answers = await Promise.all([
      askCode(registrationNumber, email.toUpperCase()),
      askCode(registrationNumber, stranger),
      askCode('AVI-2026-ZZZZZZ', email),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(bodies)).toEqual(new Set(['{"success":true}']));
    expect(codeMails(email)).toHaveLength(1);
    expect(smtp.to(stranger)).toHaveLength(0);
    expect(mailedCode(email)).toMatch(/^\d{6}$/);
    expect(codeMails(email)[0]?.subject).not.toMatch(/\d/);
  });

  it(`refuses the ${CODES_PER_NUMBER.limit + 1}th request for one number in 15 minutes, whether or not it exists`, async () => {
    const { email, registrationNumber } = await apply();
    for (const number of [registrationNumber, 'AVI-2026-YYYYYY']) {
      const statuses: number[] = [];
      for (let i = 0; i <= CODES_PER_NUMBER.limit; i++) statuses.push((await askCode(number, email)).status);
      expect(statuses).toEqual([...Array(CODES_PER_NUMBER.limit).fill(200), 429]);
    }
    expect(codeMails(email)).toHaveLength(CODES_PER_NUMBER.limit);
  });

  it('answers 400 to something that is no registration number, storing and mailing nothing', async () => {
    const response = await askCode('12345', 'someone@example.in');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(SERVER_MESSAGES.en.invalidRegistrationNumber);
  });
});

describe('signing in and following the application', () => {
  it('signs in once with the mailed code, shows status, timeline and slip, refuses the certificate until approved', async () => {
    const { email, registrationNumber } = await apply();
    await askCode(registrationNumber, email);
    const code = mailedCode(email);
    const login = await signIn(registrationNumber.toLowerCase(), `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(login.status).toBe(200);
    const cookie = cookieFrom(login);
    expect(cookie).toMatch(/^student_session=/);

    const answer = await callFunction(studentApplication, '/api/student/application', { headers: { cookie } });
    const { application: view } = (await answer.json()) as {
      application: { registrationNumber: string; status: string; timeline: { event: string }[] };
    };
    expect(view).toMatchObject({ registrationNumber, status: 'pending', timeline: [{ event: 'submitted' }] });
    // The check a reload makes answers the same application.
    const restored = await callFunction(studentSession, '/api/student/session', { headers: { cookie } });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ success: true, application: view });

    const slip = await callFunction(studentSlip, '/api/student/slip', { headers: { cookie } });
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-type')).toBe('application/pdf');
    const certificate = await callFunction(studentCertificate, '/api/student/certificate', { headers: { cookie } });
    expect(certificate.status).toBe(403);

    // The code was spent: a replay is refused.
    expect((await signIn(registrationNumber, code)).status).toBe(401);

    await callFunction(update, `/api/admissions/${registrationNumber}`, {
      method: 'PATCH',
      body: { status: 'approved' },
      params: { registrationNumber },
      headers: { cookie: await adminSessionCookie() },
    });
    const approved = (await (
      await callFunction(studentApplication, '/api/student/application', { headers: { cookie } })
    ).json()) as { application: { status: string; timeline: { event: string }[] } };
    expect(approved.application.status).toBe('approved');
    expect(approved.application.timeline.map((t) => t.event)).toEqual(['submitted', 'approved', 'certificate-issued']);
    const issued = await callFunction(studentCertificate, '/api/student/certificate', { headers: { cookie } });
    expect(issued.status).toBe(200);

    // Sign-out ends the session on the server: the same cookie no longer works.
    const logout = await callFunction(studentLogout, '/api/student/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    const after = await callFunction(studentApplication, '/api/student/application', { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it("answers the session check without a session as an ordinary answer, in the page's language", async () => {
    const english = await callFunction(studentSession, '/api/student/session');
    expect(english.status).toBe(200);
    expect(await english.json()).toMatchObject({ success: false, code: 'notSignedIn' });
    const hindi = await callFunction(studentSession, '/api/student/session', { headers: { 'accept-language': 'hi' } });
    expect(((await hindi.json()) as { error: string }).error).toBe(SERVER_MESSAGES.hi.notSignedIn);
  });

  it('answers 401 without a session, for the application and both files', async () => {
    for (const [fn, path] of [
      [studentApplication, '/api/student/application'],
      [studentSlip, '/api/student/slip'],
      [studentCertificate, '/api/student/certificate'],
    ] as const) {
      expect((await callFunction(fn, path)).status).toBe(401);
    }
  });

  it(`kills a code after ${MAX_WRONG_TRIES} wrong tries, in the page's language`, async () => {
    const { email, registrationNumber } = await apply();
    await askCode(registrationNumber, email);
    const code = mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_WRONG_TRIES; i++) {
      const response = await signIn(registrationNumber, wrong, 'hi');
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe(SERVER_MESSAGES.hi.studentInvalidCode);
    }
    const late = await signIn(registrationNumber, code);
    expect(late.status).toBe(401);
    expect(((await late.json()) as { error: string }).error).toBe(SERVER_MESSAGES.en.studentInvalidCode);
  });

  it('refuses a code after its ten minutes, and a code for another number', async () => {
    const first = await apply();
    const second = await apply();
    await askCode(first.registrationNumber, first.email);
    const code = mailedCode(first.email);
    expect((await signIn(second.registrationNumber, code)).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CODE_TTL_MS + 1000 });
    expect((await signIn(first.registrationNumber, code)).status).toBe(401);
    const stored = await store('student-codes').get(first.registrationNumber, { type: 'json' });
    expect(stored).toMatchObject({ spent: false });
  });
});
