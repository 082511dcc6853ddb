import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { CARD_LOGIN_POLICY } from '../../netlify/lib/cardholders/records';
import { clientIp } from '../../netlify/lib/http/client-ip';
import { HttpError } from '../../netlify/lib/http/errors';
import type { Call } from '../../netlify/lib/http/handler';
import { beginLogin, finishLogin, type LoginPolicy } from '../../netlify/lib/security/login-guard';
import { ADMIN_LOGIN_POLICY } from '../../netlify/lib/staff/auth';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A call as handler() builds it, from an address and optional cookies. */
function callFrom(address: string, cookie?: string): Call {
  const req = new Request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
  const context = { ip: address } as Context;
  return { req, context, url: new URL(req.url), ip: clientIp(context), locale: 'en', log: {} };
}

/** One attempt with a wrong PIN or password: 'counted' when the guard let it be checked, else the 429's Retry-After. */
async function wrongGuess(
  call: Call,
  account: string,
  now: number,
  policy: LoginPolicy = CARD_LOGIN_POLICY,
): Promise<'counted' | number> {
  try {
    const attempt = await beginLogin(call, policy, account, now);
    await finishLogin(call, policy, account, attempt, false, now);
    return 'counted';
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return Number(error.headers['Retry-After']);
    throw error;
  }
}

let nextNetwork = 1;
/** An address in a /64 no one has used yet: an attacker rotating through IPv6 networks. */
const freshNetwork = () =>
  `2001:db8:${(nextNetwork++).toString(16)}:1::${Math.floor(Math.random() * 0xffff).toString(16)}`;

describe('login guard on a simulated clock, real Blobs', () => {
  // The 30-day bound of the same rule is simulated in tests/unit/login-guard.test.ts; three days through Blobs here.
  it('gives an attacker rotating networks at most 20 guesses a day, while the owner’s browser signs in', async () => {
    const account = '9000000001';
    const start = Date.UTC(2026, 0, 5);
    // The owner signed in once from their own browser and kept its device cookie.
    const ownerCall = callFrom('198.51.100.200');
    const ownerAttempt = await beginLogin(ownerCall, CARD_LOGIN_POLICY, account, start);
    const device = (await finishLogin(ownerCall, CARD_LOGIN_POLICY, account, ownerAttempt, true, start)).split(';')[0];

    let now = start + 1000;
    let counted = 0;
    const DAYS = 3;
    let ownerChecks = 0;
    while (now < start + DAYS * DAY) {
      const answer = await wrongGuess(callFrom(freshNetwork()), account, now);
      if (answer === 'counted') {
        counted += 1;
        now += 1000;
      } else {
        // The 429 says how long remains; the attacker comes back exactly then.
        expect(answer).toBeGreaterThan(0);
        now += answer * 1000;
      }
      if (now - start >= ownerChecks * 12 * HOUR) {
        ownerChecks += 1;
        // Whatever the attacker has done, the owner's own browser is not locked out.
        const owner = callFrom('198.51.100.200', device);
        const attempt = await beginLogin(owner, CARD_LOGIN_POLICY, account, now);
        expect(attempt.device).not.toBeNull();
        await finishLogin(owner, CARD_LOGIN_POLICY, account, attempt, true, now);
      }
    }
    expect(counted).toBeLessThanOrEqual(DAYS * 20);
    expect(counted).toBeGreaterThan((DAYS - 1) * 20);
    expect(ownerChecks).toBeGreaterThanOrEqual(2 * DAYS);
  }, 180_000);

  it('counts all addresses of one IPv6 /64 as one caller', async () => {
    const now = Date.UTC(2026, 1, 1);
    for (let i = 0; i < CARD_LOGIN_POLICY.perIp.limit; i++) {
      // A different account each time, so only the per-IP limit can stop it.
      expect(await wrongGuess(callFrom(`2001:db8:ffff:1::${(i + 1).toString(16)}`), `91000000${i}`, now)).toBe(
        'counted',
      );
    }
    expect(await wrongGuess(callFrom('2001:db8:ffff:1:abcd::99'), '9200000000', now)).toBeGreaterThan(0);
    expect(await wrongGuess(callFrom('2001:db8:ffff:2::1'), '9200000000', now)).toBe('counted');
  }, 60_000);
});

describe('staff sign-in under a stranger’s storm (simulated clock, real Blobs)', () => {
  const MINUTE = 60 * 1000;

  /** A successful sign-in of the member: the guard let it be checked (a 429 throws). */
  async function memberSignsIn(call: Call, account: string, now: number) {
    const attempt = await beginLogin(call, ADMIN_LOGIN_POLICY, account, now);
    await finishLogin(call, ADMIN_LOGIN_POLICY, account, attempt, true, now);
    return attempt;
  }

  it('lets the member’s browser in all along, and a new device of theirs a minute after the storm pauses', async () => {
    const account = 'storm@example.org';
    const start = Date.UTC(2026, 2, 2);
    const own = callFrom('198.51.100.210');
    const device = (
      await finishLogin(
        own,
        ADMIN_LOGIN_POLICY,
        account,
        await beginLogin(own, ADMIN_LOGIN_POLICY, account, start),
        true,
        start,
      )
    ).split(';')[0];

    // Two hours of wrong passwords from a fresh network each time, as fast as the account lock allows.
    let now = start + 1000;
    let counted = 0;
    let lastFailure = now;
    let memberChecks = 0;
    while (now < start + 2 * HOUR) {
      const answer = await wrongGuess(callFrom(freshNetwork()), account, now, ADMIN_LOGIN_POLICY);
      if (answer === 'counted') {
        counted += 1;
        lastFailure = now;
        now += 1000;
      } else {
        expect(answer).toBeLessThanOrEqual(60);
        now += answer * 1000;
      }
      if (now - start >= memberChecks * 20 * MINUTE) {
        memberChecks += 1;
        const attempt = await memberSignsIn(callFrom('198.51.100.210', device), account, now);
        expect(attempt.device).not.toBeNull();
      }
    }
    expect(memberChecks).toBeGreaterThanOrEqual(6);
    // About one guess a minute: the price of a lock strangers cannot keep on (a guess needs password and code).
    expect(counted).toBeGreaterThan(100);
    expect(counted).toBeLessThanOrEqual(2 * 60 + 10);
    // The storm pauses; a minute later the member signs in from a browser that never signed in before.
    await memberSignsIn(callFrom('203.0.113.77'), account, lastFailure + MINUTE);
  }, 180_000);

  it('bounds one address to 10 failures in 15 minutes, and its 100 a day leave the member’s new devices in', async () => {
    const account = 'one.address@example.org';
    const start = Date.UTC(2026, 2, 3);
    const stranger = '192.0.2.50';
    let strangerNext = start;
    let failures = 0;
    let firstHour = 0;
    let memberTries = 0;
    let memberIn = 0;
    // The first hour as fast as the per-IP limit allows, then the review's rhythm: one failure every 14.4 minutes;
    // the member tries from a new device every 10 minutes.
    for (let now = start; now < start + 6 * HOUR; now += 10 * MINUTE) {
      while (strangerNext <= now) {
        const answer = await wrongGuess(callFrom(stranger), account, strangerNext, ADMIN_LOGIN_POLICY);
        if (answer === 'counted') {
          failures += 1;
          if (strangerNext < start + HOUR) firstHour += 1;
        }
        const pace = strangerNext < start + HOUR ? 1000 : DAY / 100;
        strangerNext += answer === 'counted' ? pace : Math.max(answer * 1000, pace);
      }
      memberTries += 1;
      try {
        await memberSignsIn(callFrom(`203.0.113.${100 + (memberTries % 100)}`), account, now + 5 * MINUTE);
        memberIn += 1;
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 429)) throw error;
      }
    }
    expect(firstHour).toBeLessThanOrEqual(4 * ADMIN_LOGIN_POLICY.perIp.limit);
    expect(failures - firstHour).toBeLessThanOrEqual((5 * 100) / 24 + 1);
    expect(memberIn / memberTries).toBeGreaterThan(0.9);
  }, 180_000);
});
