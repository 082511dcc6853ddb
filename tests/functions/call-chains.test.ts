import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminSession from '../../netlify/functions/admin-session.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import cardholderLogin from '../../netlify/functions/cardholder-login.mts';
import investorLogin from '../../netlify/functions/investor-login.mts';
import investorVerify from '../../netlify/functions/investor-verify.mts';
import studentCode from '../../netlify/functions/student-code.mts';
import { traceBlobsCalls } from '../../netlify/lib/storage/blobs-fetch';
import { longestChain } from '../../netlify/lib/storage/call-chain';
import { DEMO_CARD_HOLDER, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { adminSessionCookie, demoMember, totpCode } from '../support/admin';
import { application } from '../support/applications';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';

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
  it('makes at most five Blobs calls one after another, the password hash in between', async () => {
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
    expect(chain).toBeLessThanOrEqual(5);
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
