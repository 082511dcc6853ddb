import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_LOGIN_POLICY } from '../../netlify/lib/cardholders/records';
import { accountWaitMs, FAILURE_MEMORY_MS, MAX_SLOWDOWN_MS, slowdownMs } from '../../netlify/lib/security/login-guard';
import { ADMIN_LOGIN_POLICY } from '../../netlify/lib/staff/auth';

const DAY = 24 * 60 * 60 * 1000;
const limit = CARD_LOGIN_POLICY.perAccount ?? { freeFailures: 0, baseLockSeconds: 0, maxLockSeconds: 0 };
const maxPerDay = limit.maxPerDay ?? Number.POSITIVE_INFINITY;

/**
 * An attacker without a device cookie on one card number, on a simulated clock: tries whenever the rule lets it
 * (after waiting `pauses[i]` extra milliseconds), never learns the PIN. Returns the accepted attempts' times.
 */
function attack(days: number, pauses: readonly number[] = []): number[] {
  const start = 1_767_225_600_000;
  const accepted: number[] = [];
  let now = start;
  for (let i = 0; now < start + days * DAY; i++) {
    const wait = accountWaitMs(accepted, limit, now);
    if (wait > 0) {
      now += wait;
      continue;
    }
    if (now >= start + days * DAY) break;
    accepted.push(now);
    now += 1 + (pauses[i % Math.max(1, pauses.length)] ?? 0);
  }
  return accepted.filter((at) => at < start + days * DAY);
}

describe('card PIN guessing from unknown devices (simulated clock)', () => {
  it('allows at most 600 guesses on one number in 30 days, however fast the attacker tries', () => {
    const guesses = attack(30);
    expect(guesses.length).toBeLessThanOrEqual(600);
    // The bound is reached: the rule is not stricter than it says.
    expect(guesses.length).toBeGreaterThan(550);
  });

  it('never lets more than 20 guesses fall in any 24 hours, for any rhythm of attempts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 * 60 * 60 * 1000 }), { minLength: 1, maxLength: 40 }),
        (pauses) => {
          const guesses = attack(30, pauses);
          expect(guesses.length).toBeLessThanOrEqual(600);
          for (let i = 0; i + maxPerDay < guesses.length; i++) {
            expect((guesses[i + maxPerDay] ?? 0) - (guesses[i] ?? 0)).toBeGreaterThanOrEqual(FAILURE_MEMORY_MS);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('lets the first 5 attempts through at once, then doubles the wait from 30 seconds up to an hour', () => {
    const t = 1_000_000_000;
    const attempts = (n: number) => Array.from({ length: n }, (_, i) => t + i);
    expect(accountWaitMs(attempts(4), limit, t + 4)).toBe(0);
    expect(accountWaitMs(attempts(5), limit, t + 4)).toBe(30_000);
    expect(accountWaitMs(attempts(6), limit, t + 5)).toBe(60_000);
    expect(accountWaitMs(attempts(12), limit, t + 11)).toBe(60 * 60 * 1000);
    // Remembered for 24 hours, then forgotten.
    expect(accountWaitMs(attempts(5), limit, t + FAILURE_MEMORY_MS - 1)).toBe(0);
    expect(accountWaitMs(attempts(20), limit, t + 20 * 60 * 60 * 1000)).toBe(FAILURE_MEMORY_MS - 20 * 60 * 60 * 1000);
  });
});

/**
 * The review's attack on a staff account, on a simulated clock through the account rule alone (the per-IP limit and
 * the device cookie are in tests/functions/login-guard.test.ts): a stranger fails from unknown devices, the real
 * member tries from a new device every 30 seconds (2,880 times a day). Returns how many of the member's tries were
 * let through, and when the stranger's last failure fell.
 */
function staffDay(stranger: 'one address, 100 a day' | 'many addresses, as fast as allowed', stopAfterMs = DAY) {
  const staffLimit = ADMIN_LOGIN_POLICY.perAccount;
  if (!staffLimit) throw new Error('staff sign-in has an account limit');
  const start = 1_767_225_600_000;
  const attempts: number[] = [];
  let strangerNext = start;
  let memberNext = start + 15_000;
  let memberTries = 0;
  let memberIn = 0;
  let lastFailure = start;
  while (memberNext < start + DAY) {
    const strangerActive = strangerNext < start + stopAfterMs;
    if (strangerActive && strangerNext <= memberNext) {
      const now = strangerNext;
      const wait = accountWaitMs(attempts, staffLimit, now);
      if (wait === 0) {
        attempts.push(now);
        lastFailure = now;
      }
      // Refused, the stranger comes back when the 429 says; let through, after a quarter of an hour (one address)
      // or at once (a fresh address each time).
      strangerNext = wait > 0 ? now + wait : now + (stranger === 'one address, 100 a day' ? DAY / 100 : 1000);
      continue;
    }
    const now = memberNext;
    memberTries += 1;
    // A success takes its own attempt back: only the stranger's failures stay.
    if (accountWaitMs(attempts, staffLimit, now) === 0) memberIn += 1;
    memberNext += 30_000;
  }
  return { memberTries, memberIn, lastFailure, attempts, start };
}

describe('staff accounts: a lock that strangers drive stays short', () => {
  it('lets the member through on most tries while one address fails 100 times a day (the review saw 0 of 2,880)', () => {
    const { memberTries, memberIn } = staffDay('one address, 100 a day');
    expect(memberTries).toBe(2880);
    expect(memberIn / memberTries).toBeGreaterThan(0.9);
  });

  it('never locks the account for more than a minute after a stranger’s failure, however many there were', () => {
    const { attempts, lastFailure } = staffDay('many addresses, as fast as allowed', DAY / 2);
    expect(attempts.length).toBeGreaterThan(500);
    const staffLimit = ADMIN_LOGIN_POLICY.perAccount;
    if (!staffLimit) throw new Error('staff sign-in has an account limit');
    // The stranger pauses: a minute later the member's new device gets in.
    expect(accountWaitMs(attempts, staffLimit, lastFailure + 60_000)).toBe(0);
    expect(accountWaitMs(attempts, staffLimit, lastFailure + 1)).toBeLessThanOrEqual(60_000);
  });
});

describe('global slowdown', () => {
  const slowdown = { rule: { name: 'x', limit: 1000, windowSeconds: 900 }, startAt: 100 };
  it('adds no delay below the threshold and grows to the maximum, never blocking', () => {
    expect(slowdownMs(99, slowdown)).toBe(0);
    expect(slowdownMs(100, slowdown)).toBeGreaterThan(0);
    expect(slowdownMs(550, slowdown)).toBeLessThan(MAX_SLOWDOWN_MS);
    expect(slowdownMs(1000, slowdown)).toBe(MAX_SLOWDOWN_MS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(slowdownMs(low, slowdown)).toBeLessThanOrEqual(slowdownMs(high, slowdown));
        expect(slowdownMs(high, slowdown)).toBeLessThanOrEqual(MAX_SLOWDOWN_MS);
      }),
    );
  });
});
