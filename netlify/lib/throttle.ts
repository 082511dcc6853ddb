import { z } from 'zod';
import { hashedKey, MAX_WRITE_ATTEMPTS, updateBlob } from './blob-update';
import { tooManyRequests } from './errors';
import { logError } from './log';
import { parseStored } from './stored-record';
import { store } from './stores';

/**
 * Fixed-window counters kept in the "throttle" Blobs store, one blob per rule and subject (an IP, "all", …).
 * Subjects are hashed, so no raw IP is stored. Increments go through updateBlob (conditional writes, retried), so
 * concurrent failures are not lost.
 */
export interface ThrottleRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A rule applied to one subject. */
export interface ThrottleCheck {
  rule: ThrottleRule;
  subject: string;
}

/** One blob per rule and subject in the "throttle" store: when the window started (ms) and the hits in it. */
const counterSchema = z.object({ start: z.number(), count: z.number().int().nonnegative() });
type Counter = z.output<typeof counterSchema>;
const readCounter = (data: unknown) => parseStored(counterSchema, 'throttle', data);

function counterKey({ rule, subject }: ThrottleCheck): string {
  return `${rule.name}/${hashedKey(subject)}`;
}

/** Count in the current window and seconds until the window ends (0 when no window is open). */
function windowState(counter: Counter | null, rule: ThrottleRule, now: number) {
  const end = counter ? counter.start + rule.windowSeconds * 1000 : 0;
  if (!counter || end <= now) return { count: 0, retryAfter: 0 };
  return { count: counter.count, retryAfter: Math.ceil((end - now) / 1000) };
}

/** Seconds to wait when any check is at its limit, else 0. */
export async function retryAfterSeconds(checks: readonly ThrottleCheck[], now = Date.now()): Promise<number> {
  const throttle = store('throttle');
  const states = await Promise.all(
    checks.map(async (check) => {
      const data: unknown = await throttle.get(counterKey(check), { type: 'json' });
      const state = windowState(readCounter(data), check.rule, now);
      return state.count >= check.rule.limit ? state.retryAfter : 0;
    }),
  );
  return Math.max(0, ...states);
}

/** 429 with Retry-After when any check is at its limit. */
export async function assertNotThrottled(checks: readonly ThrottleCheck[], now = Date.now()): Promise<void> {
  const wait = await retryAfterSeconds(checks, now);
  if (wait > 0) throw tooManyRequests(wait);
}

/**
 * Adds one to a counter and returns the new count in the current window. Under extreme contention it gives up
 * after a few attempts, logs it and returns null: a throttle write never turns a client's answer into a 500.
 */
export async function recordHit(check: ThrottleCheck, now = Date.now()): Promise<number | null> {
  const key = counterKey(check);
  const count = await updateBlob(store('throttle'), `throttle/${key}`, key, (data) => {
    const counter = readCounter(data);
    const { count: current } = windowState(counter, check.rule, now);
    const next: Counter =
      current === 0 ? { start: now, count: 1 } : { start: counter?.start ?? now, count: current + 1 };
    return { write: next, result: next.count };
  });
  if (count === null) {
    logError(`throttle/${check.rule.name}`, new Error(`Counter stayed contended after ${MAX_WRITE_ATTEMPTS} attempts`));
  }
  return count;
}

/** Records one hit on every check. */
export async function recordHits(checks: readonly ThrottleCheck[], now = Date.now()): Promise<void> {
  await Promise.all(checks.map((check) => recordHit(check, now)));
}
