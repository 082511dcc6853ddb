import { beforeAll, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/cardholder-login.mts';
import logout from '../../netlify/functions/cardholder-logout.mts';
import status from '../../netlify/functions/cardholder-status.mts';
import { CARD_LOGIN_POLICY } from '../../netlify/lib/cardholders/records';
import { importCardHolders, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { authStatusSchema, cardholderLoginAnswerSchema as loginResponseSchema } from '../../src/api/cardholder';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { cardCookie, DEMO_MOBILE, DEMO_PIN } from '../support/card-holders';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

setUpTestBlobs({ seed: false });
hashCheaplyInThisFile();
beforeAll(() => seedCardHolders());

const postLogin = (body: unknown, ip = freshIp()) =>
  callFunction(login, '/api/auth/login', { method: 'POST', body, ip });
const getStatus = (cookie?: string, ip = freshIp()) =>
  callFunction(status, '/api/auth/status', { ip, headers: cookie ? { cookie } : {} });

describe('GET /api/auth/status', () => {
  it('answers an anonymous browser with an unused trial and a signed trial cookie', async () => {
    const response = await getStatus();
    expect(response.status).toBe(200);
    expect(authStatusSchema.parse(await response.json())).toEqual({
      authenticated: false,
      cardHolder: null,
      session: { charactersUsed: 0, freeTrialUsed: false },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^trial_session=[\w-]+; HttpOnly; SameSite=Strict; Path=\/api\/; Max-Age=31536000$/);
    // A browser that already has its cookie keeps it.
    const again = await getStatus(cookieFrom(response));
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('answers a card holder with the holder (without the PIN hash)', async () => {
    const cookie = await cardCookie(freshIp());
    const body = await (await getStatus(cookie)).json();
    expect(body.authenticated).toBe(true);
    expect(body.cardHolder).toEqual({
      cardHolderName: 'Meera Sharma',
      accountNumber: 'VX-CARD-000001',
      rechargeAmount: 999,
      validity: 30,
      rechargeEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('ignores a forged cookie', async () => {
    const body = await (await getStatus('card_session=eyJraW5kIjoiY2FyZCJ9.forged')).json();
    expect(body.authenticated).toBe(false);
  });

  it('answers other methods with 405', async () => {
    const response = await callFunction(status, '/api/auth/status', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('POST /api/auth/login', () => {
  it('signs the demo holder in with a card session cookie; ipAddress is accepted and ignored', async () => {
    const response = await postLogin({ mobileNumber: '+91 98765 43210', securityPin: DEMO_PIN, ipAddress: '1.2.3.4' });
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(await response.json());
    expect(body.cardHolder.cardHolderName).toBe('Meera Sharma');
    const cookie = response.headers.get('set-cookie') ?? '';
    for (const part of ['card_session=', 'HttpOnly', 'SameSite=Strict', 'Path=/api/', 'Max-Age=43200']) {
      expect(cookie).toContain(part);
    }
  });

  it.each([
    ['a wrong PIN', { mobileNumber: DEMO_MOBILE, securityPin: '1111' }],
    ['an unknown number', { mobileNumber: '9000000001', securityPin: DEMO_PIN }],
  ])('answers %s with 401 and the clear message, without a cookie', async (_label, body) => {
    const response = await postLogin(body);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toMatchObject({ success: false, error: 'Invalid mobile number or PIN.' });
  });

  it.each([
    [{ securityPin: '2468' }, 'mobileNumber: mobileNumber is required'],
    [{ mobileNumber: '12345', securityPin: '2468' }, 'mobileNumber: must be a 10-digit Indian mobile number'],
    [{ mobileNumber: DEMO_MOBILE, securityPin: '24680' }, 'securityPin: must be 4 digits'],
    [{ mobileNumber: DEMO_MOBILE, securityPin: 2468 }, 'securityPin: Invalid input: expected string, received number'],
  ])('answers bad input %j with 400 naming the problem', async (body, error) => {
    const response = await postLogin(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error });
  });

  /** A card holder of our own for a test that locks its number. */
  const importHolder = (mobileNumber: string, securityPin: string) =>
    importCardHolders(
      JSON.stringify([
        {
          mobileNumber,
          securityPin,
          cardHolderName: 'Test Holder',
          accountNumber: `T-${mobileNumber}`,
          rechargeAmount: 499,
          validity: 7,
        },
      ]),
      'json',
    );

  const { freeFailures: FREE_ATTEMPTS, baseLockSeconds: BASE_LOCK_SECONDS } = CARD_LOGIN_POLICY.perAccount ?? {
    freeFailures: 0,
    baseLockSeconds: 0,
  };

  it('locks a number from unknown devices after 5 failures (429 with Retry-After), not the device that signed in', async () => {
    const mobileNumber = '9123456780';
    await importHolder(mobileNumber, '1357');
    // Guesses from different IPs: the per-number lock holds whatever the IP.
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      expect((await postLogin({ mobileNumber, securityPin: String(1000 + i) })).status).toBe(401);
    }
    const locked = await postLogin({ mobileNumber, securityPin: '1357' });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(BASE_LOCK_SECONDS);
    expect(await locked.json()).toEqual({
      success: false,
      code: 'tooManyAttempts',
      error: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    });
    // Another holder is not affected.
    expect((await postLogin({ mobileNumber: DEMO_MOBILE, securityPin: DEMO_PIN })).status).toBe(200);
  });

  it('lets the browser that signed in before through a lock that others caused (its device cookie)', async () => {
    const mobileNumber = '9123456782';
    await importHolder(mobileNumber, '8642');
    const first = await postLogin({ mobileNumber, securityPin: '8642' });
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('card-device_session='));
    expect(device).toMatch(/HttpOnly; SameSite=Strict; Path=\/api\/; Max-Age=15552000/);
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      expect((await postLogin({ mobileNumber, securityPin: String(3000 + i) })).status).toBe(401);
    }
    expect((await postLogin({ mobileNumber, securityPin: '8642' })).status).toBe(429);
    const owner = await callFunction(login, '/api/auth/login', {
      method: 'POST',
      body: { mobileNumber, securityPin: '8642' },
      headers: { cookie: device?.split(';')[0] ?? '' },
    });
    expect(owner.status).toBe(200);
    // A device cookie of one number does not exempt the browser from another number's lock.
    const guessOther = (securityPin: string) =>
      callFunction(login, '/api/auth/login', {
        method: 'POST',
        body: { mobileNumber: '9123456783', securityPin },
        headers: { cookie: device?.split(';')[0] ?? '' },
      });
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await guessOther(String(4000 + i))).status).toBe(401);
    expect((await guessOther('4999')).status).toBe(429);
  });

  it('lets parallel guesses past the free attempts get 429, not a PIN check', async () => {
    const mobileNumber = '9123456781';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postLogin({ mobileNumber, securityPin: String(2000 + i) })),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - FREE_ATTEMPTS);
  });

  it('throttles an IP that guesses across many numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < CARD_LOGIN_POLICY.perIp.limit; i++) {
      await postLogin({ mobileNumber: `97000${String(i).padStart(5, '0')}`, securityPin: '0000' }, ip);
    }
    const throttled = await postLogin({ mobileNumber: DEMO_MOBILE, securityPin: DEMO_PIN }, ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the card session on the server and clears the cookie', async () => {
    const cookie = await cardCookie(freshIp());
    expect((await (await getStatus(cookie)).json()).authenticated).toBe(true);
    const response = await callFunction(logout, '/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('set-cookie')).toMatch(/^card_session=; .*Max-Age=0/);
    // The copied cookie no longer works.
    expect((await (await getStatus(cookie)).json()).authenticated).toBe(false);
    // Logging out twice is fine.
    expect((await callFunction(logout, '/api/auth/logout', { method: 'POST' })).status).toBe(200);
  });
});
