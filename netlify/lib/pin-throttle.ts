import { z } from 'zod';
import { hashedKey, updateBlob } from './blob-update';
import { tooManyRequests } from './errors';
import { logError } from './log';
import { parseStored } from './stored-record';
import { store } from './stores';
import { assertNotThrottled, recordHits, type ThrottleCheck, type ThrottleRule } from './throttle';

/**
 * Card-holder login throttling (DECISIONS.md security item 2).
 *
 * Per mobile number, exponential backoff: the first FREE_ATTEMPTS failures cost nothing; each one after that locks
 * the number for BASE_LOCK_SECONDS, doubling, capped at MAX_LOCK_SECONDS (15 minutes). The failure count is
 * forgotten after 15 quiet minutes and cleared by a correct PIN. So a stranger can keep a real holder waiting at
 * most 15 minutes at a time, while guessing a 4-digit PIN takes months. Every attempt is counted BEFORE the PIN is
 * checked (and uncounted on success), so parallel guesses cannot slip past the lock.
 *
 * Per IP (and in total), a fixed window of failures, shared with nothing else.
 */
export const FREE_ATTEMPTS = 5;
export const BASE_LOCK_SECONDS = 30;
export const MAX_LOCK_SECONDS = 15 * 60;
const FORGET_AFTER_MS = 15 * 60 * 1000;

export const CARD_FAILURES_PER_IP: ThrottleRule = { name: 'card-login-ip', limit: 20, windowSeconds: 15 * 60 };
export const CARD_FAILURES_TOTAL: ThrottleRule = { name: 'card-login-all', limit: 1000, windowSeconds: 15 * 60 };

/** One blob per mobile number in the "throttle" store: failures, the last attempt and the lock's end (ms). */
const pinStateSchema = z.object({
  failures: z.number().int().nonnegative(),
  last: z.number(),
  lockedUntil: z.number(),
});

const keyFor = (mobileNumber: string) => `card-pin/${hashedKey(mobileNumber)}`;

/** Seconds a number is locked after `failures` failures (0 while within the free attempts). */
export function lockSeconds(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_LOCK_SECONDS, BASE_LOCK_SECONDS * 2 ** (failures - FREE_ATTEMPTS));
}

const ipChecks = (ip: string): ThrottleCheck[] => [
  { rule: CARD_FAILURES_PER_IP, subject: ip },
  { rule: CARD_FAILURES_TOTAL, subject: 'all' },
];

/**
 * Before a PIN check: 429 while the IP or the number is throttled; otherwise counts this attempt against the number
 * (as a failure until settleAttempt says otherwise).
 */
export async function beginPinAttempt(ip: string, mobileNumber: string, now = Date.now()): Promise<void> {
  await assertNotThrottled(ipChecks(ip), now);
  const key = keyFor(mobileNumber);
  const wait = await updateBlob(store('throttle'), key, key, (data) => {
    const stored = parseStored(pinStateSchema, 'throttle', data);
    const current = stored && now - stored.last < FORGET_AFTER_MS ? stored : { failures: 0, last: 0, lockedUntil: 0 };
    if (current.lockedUntil > now) return { result: (current.lockedUntil - now) / 1000 };
    const failures = current.failures + 1;
    return { write: { failures, last: now, lockedUntil: now + lockSeconds(failures) * 1000 }, result: 0 };
  });
  if (wait === null) logError('throttle/card-pin', new Error('PIN attempt counter stayed contended'));
  if (wait) throw tooManyRequests(wait);
}

/** After a PIN check: a success clears the number's failures; a failure also counts against the IP. */
export async function settlePinAttempt(
  ip: string,
  mobileNumber: string,
  success: boolean,
  now = Date.now(),
): Promise<void> {
  if (success) await store('throttle').delete(keyFor(mobileNumber));
  else await recordHits(ipChecks(ip), now);
}
