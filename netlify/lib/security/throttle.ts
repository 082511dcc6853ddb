import { tooManyRequests } from '../http/errors';
import { addToCounter, readCounter } from '../storage/exact-counter';
import { hashedKey } from '../storage/key-hash';
import { store } from '../storage/stores';

/**
 * Fixed-window counters in the "throttle" Blobs store, one exact counter (exact-counter.ts) per rule, subject (an
 * IP, a device, "all", …) and window; windows are aligned to multiples of the window length. Subjects are hashed,
 * so no raw IP is stored. A counter that stays contended answers 429 (fail closed), never lets the hit go uncounted.
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

/** The current window of a check: its counter's key and when it ends. */
export function windowOf({ rule, subject }: ThrottleCheck, now: number) {
  const length = rule.windowSeconds * 1000;
  const index = Math.floor(now / length);
  const endsAt = (index + 1) * length;
  // The end in the key lets the daily clean-up (cleanup-job.ts) delete the window once it is over.
  return { name: `${rule.name}/${hashedKey(subject)}/until-${endsAt}`, endsAt };
}

/** Hits in the current window of a check. */
export function currentHits(check: ThrottleCheck, now = Date.now()): Promise<number> {
  return readCounter(store('throttle'), windowOf(check, now).name);
}

/** Seconds to wait when any check is at its limit, else 0. */
export async function retryAfterSeconds(checks: readonly ThrottleCheck[], now = Date.now()): Promise<number> {
  const waits = await Promise.all(
    checks.map(async (check) => {
      const hits = await currentHits(check, now);
      return hits >= check.rule.limit ? Math.ceil((windowOf(check, now).endsAt - now) / 1000) : 0;
    }),
  );
  return Math.max(0, ...waits);
}

/** 429 with Retry-After when any check is at its limit. */
export async function assertNotThrottled(checks: readonly ThrottleCheck[], now = Date.now()): Promise<void> {
  const wait = await retryAfterSeconds(checks, now);
  if (wait > 0) throw tooManyRequests(wait);
}

/** Adds hits (one unless told; counting stops at the limit) and returns the window's count. */
export async function recordHit(check: ThrottleCheck, now = Date.now(), hits = 1): Promise<number> {
  const name = windowOf(check, now).name;
  const { added, total } = await addToCounter(store('throttle'), name, hits, { ceiling: check.rule.limit });
  if (added || total >= check.rule.limit) return total;
  return (await addToCounter(store('throttle'), name, check.rule.limit - total)).total;
}

/** Records one hit on every check. */
export async function recordHits(checks: readonly ThrottleCheck[], now = Date.now()): Promise<void> {
  await Promise.all(checks.map((check) => recordHit(check, now)));
}
