import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { CARD_LOGIN_POLICY } from '../../netlify/lib/cardholders';
import { clientIp } from '../../netlify/lib/client-ip';
import { HttpError } from '../../netlify/lib/errors';
import type { Call } from '../../netlify/lib/handler';
import { beginLogin, finishLogin } from '../../netlify/lib/login-guard';
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

/** One attempt with a wrong PIN: 'counted' when the guard let it be checked, else the 429's Retry-After. */
async function wrongGuess(call: Call, account: string, now: number): Promise<'counted' | number> {
  try {
    const attempt = await beginLogin(call, CARD_LOGIN_POLICY, account, now);
    await finishLogin(call, CARD_LOGIN_POLICY, account, attempt, false, now);
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
