import type { Context } from '@netlify/functions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminSession from '../../netlify/functions/admin-session.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import cardholderLogin from '../../netlify/functions/cardholder-login.mts';
import investorLogin from '../../netlify/functions/investor-login.mts';
import investorSession from '../../netlify/functions/investor-session.mts';
import investorStatement from '../../netlify/functions/investor-statement.mts';
import investorVerify from '../../netlify/functions/investor-verify.mts';
import studentCode from '../../netlify/functions/student-code.mts';
import { traceBlobsCalls } from '../../netlify/lib/storage/blobs-fetch';
import { longestChain } from '../../netlify/lib/storage/call-chain';
import { DEMO_CARD_HOLDER, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { adminSessionCookie, demoMember, totpCode } from '../support/admin';
import { application } from '../support/applications';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';

/**
 * On Netlify every Blobs call waits for the network (about 50 ms), so the calls a request makes one after another,
 * not how many it makes, set how long a visitor waits (docs/SCALE.md, "Latency"). Each call here is one a visitor or
 * a member waits for; at most four calls in a row each, counted from a trace of the real handler. A small simulated
 * latency makes calls started together overlap for sure, as they do there.
 */
setUpTestBlobs({ staff: true });
beforeAll(() => seedCardHolders());
afterEach(() => {
  delete process.env.BLOBS_LATENCY_MS;
});

const MAX_CHAIN = 4;

/**
 * The answer's status and the longest chain of Blobs calls it made one after another. Two warm-up calls first, as a
 * warm instance has made them: the first loads the modules, the second finds what the first created.
 */
async function chainOf(call: () => Promise<Response>): Promise<{ status: number; chain: number }> {
  await call();
  await call();
  process.env.BLOBS_LATENCY_MS = '20';
  const { result, calls } = await traceBlobsCalls(async () => {
    const response = await call();
    await response.arrayBuffer();
    return response;
  });
  return { status: result.status, chain: longestChain(calls) };
}

const post = (fn: Parameters<typeof callFunction>[0], path: string, body: unknown) =>
  callFunction(fn, path, { method: 'POST', body, ip: freshIp() });

describe('calls a visitor waits for make at most four Blobs calls one after another', () => {
  it('investor sign-in', async () => {
    const { status, chain } = await chainOf(() =>
      post(investorLogin, '/api/investor/login', { investorCode: 'ATVN-DEMO-0001' }),
    );
    expect(status).toBe(200);
    expect(chain).toBeLessThanOrEqual(MAX_CHAIN);
  });

  it('payment schedule: verifying a code', async () => {
    const { status, chain } = await chainOf(() =>
      post(investorVerify, '/api/investor/verify', { investorCode: 'ATVN-DEMO-0002' }),
    );
    expect(status).toBe(200);
    expect(chain).toBeLessThanOrEqual(MAX_CHAIN);
  });

  it('card holder sign-in', async () => {
    const { mobileNumber, securityPin } = DEMO_CARD_HOLDER;
    const { status, chain } = await chainOf(() =>
      post(cardholderLogin, '/api/auth/login', { mobileNumber, securityPin }),
    );
    expect(status).toBe(200);
    expect(chain).toBeLessThanOrEqual(MAX_CHAIN);
  });

  it('staff session', async () => {
    const cookie = await adminSessionCookie('admissions');
    const { status, chain } = await chainOf(() =>
      callFunction(adminSession, '/api/admin/session', { headers: { cookie }, ip: freshIp() }),
    );
    expect(status).toBe(200);
    expect(chain).toBeLessThanOrEqual(1);
  });

  it('portal: asking for a sign-in code', async () => {
    const ask = async () => {
      const applicant = application();
      const submitted = await post(submit, '/api/admissions', applicant);
      const { registrationNumber } = (await submitted.json()) as { registrationNumber: string };
      return { registrationNumber, email: applicant.email };
    };
    for (const warmUp of [await ask(), await ask()]) await post(studentCode, '/api/student/code', warmUp);
    const body = await ask();
    process.env.BLOBS_LATENCY_MS = '20';
    const { result, calls } = await traceBlobsCalls(() => post(studentCode, '/api/student/code', body));
    expect(result.status).toBe(200);
    expect(longestChain(calls)).toBeLessThanOrEqual(MAX_CHAIN);
  });
});

describe('staff sign-in', () => {
  // Five while the local server gave no ETag with a read (the member's and the attempts' reads took a listing and a
  // read); four as on Netlify: the reads, the attempt, the second factor, then the release, audit entry and session.
  it('makes at most four Blobs calls one after another, the password hash in between', async () => {
    // A member no other test here signs in, with a code of a later step each time (a step is refused once used).
    const { email, password } = demoMember('support');
    let step = -1;
    const { status, chain } = await chainOf(() =>
      post(adminLogin, '/api/admin/login', {
        email,
        password,
        code: totpCode(undefined, Date.now() + 30_000 * step++),
      }),
    );
    expect(status).toBe(200);
    expect(chain).toBeLessThanOrEqual(MAX_CHAIN);
  });
});

describe('apply', () => {
  // The IP's limit with the previous day's claim, the day's claim with the held confirmation, the record with the
  // IP's count, then the index, the count change, the confirmation's release and the IP count's head (was eight).
  it('makes at most four Blobs calls one after another', async () => {
    const { status, chain } = await chainOf(() => post(submit, '/api/admissions', application()));
    expect(status).toBe(201);
    expect(chain).toBeLessThanOrEqual(MAX_CHAIN);
  });
});

describe('a signed-in investor', () => {
  const signedIn = async () =>
    cookieFrom(await post(investorLogin, '/api/investor/login', { investorCode: 'ATVN-DEMO-0001' }));

  // The investor is read alongside the session's revocation check (was two: the session, then the investor).
  it('the dashboard (session) makes one Blobs call in a row', async () => {
    const cookie = await signedIn();
    const call = () => callFunction(investorSession, '/api/investor/session', { headers: { cookie }, ip: freshIp() });
    // Not signed in is a 200 too: the answer must be the investor's.
    expect(await (await call()).json()).toMatchObject({ success: true, investor: { investorCode: 'ATVN-DEMO-0001' } });
    const { status, chain } = await chainOf(call);
    expect(status).toBe(200);
    expect(chain).toBeLessThanOrEqual(1);
  });

  // The session and the investor together, then the download's audit entry (was three).
  it('the statement (PDF) makes at most two Blobs calls in a row', async () => {
    const cookie = await signedIn();
    const { status, chain } = await chainOf(() =>
      callFunction(investorStatement, '/api/investor/ATVN-DEMO-0001/statement?format=pdf', {
        headers: { cookie },
        params: { code: 'ATVN-DEMO-0001' },
        ip: freshIp(),
      }),
    );
    expect(status).toBe(200);
    expect(chain).toBeLessThanOrEqual(2);
  });
});

describe('a staff session used again after a minute', () => {
  // The record of its use (written at most once a minute) goes after the answer where the runtime offers it, as
  // Netlify does (context.waitUntil): before, it came after the session's reads, a second trip before the caller's own.
  it('records its use after the answer: one Blobs call in a row, and the session stays on', async () => {
    const cookie = await adminSessionCookie('support');
    const realNow = Date.now.bind(Date);
    const at = (offsetMs: number) => vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
    const pending: Promise<unknown>[] = [];
    const context = {
      ip: freshIp(),
      params: {},
      requestId: 'test',
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    };
    const sessionCall = () =>
      adminSession(
        new Request('http://localhost/api/admin/session', { headers: { cookie } }),
        context as unknown as Context,
      );
    try {
      at(2 * 60_000);
      process.env.BLOBS_LATENCY_MS = '20';
      const { result, calls } = await traceBlobsCalls(sessionCall);
      const chain = longestChain(calls);
      expect(await result.json()).toMatchObject({ authenticated: true });
      expect(pending).toHaveLength(1);
      await Promise.all(pending);
      expect(chain).toBe(1);
      // 29 minutes after that use the session is on: the use was recorded (30 minutes idle end it).
      at(31 * 60_000);
      const later = await callFunction(adminSession, '/api/admin/session', { headers: { cookie }, ip: freshIp() });
      expect(await later.json()).toMatchObject({ authenticated: true });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('still ends after 30 minutes without use', async () => {
    const cookie = await adminSessionCookie('support');
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 31 * 60_000);
    try {
      const idle = await callFunction(adminSession, '/api/admin/session', { headers: { cookie }, ip: freshIp() });
      expect(await idle.json()).toMatchObject({ authenticated: false });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
