import { tooManyRequests } from '../http/errors';
import { logError } from '../log';
import { addToCounter, type CounterState, readCounter, readCounterState } from '../storage/exact-counter';
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

/** Seconds to wait when the check is at its limit with `hits`, else 0. */
const waitSeconds = (check: ThrottleCheck, hits: number, now: number) =>
  hits >= check.rule.limit ? Math.ceil((windowOf(check, now).endsAt - now) / 1000) : 0;

/** Each check's counter, read together (each read waits for the network on Netlify). */
const readStates = (checks: readonly ThrottleCheck[], now: number) =>
  Promise.all(checks.map((check) => readCounterState(store('throttle'), windowOf(check, now).name)));

/** Seconds to wait when any check is at its limit in `states` (its counters, in order), else 0. */
const longestWait = (checks: readonly ThrottleCheck[], states: readonly CounterState[], now: number) =>
  Math.max(0, ...checks.map((check, i) => waitSeconds(check, states[i]?.total ?? 0, now)));

/** Seconds to wait when any check is at its limit, else 0. */
export async function retryAfterSeconds(checks: readonly ThrottleCheck[], now = Date.now()): Promise<number> {
  return longestWait(checks, await readStates(checks, now), now);
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

/** What a read of each check's counter found, in order: a later count starts from it instead of reading again. */
export type ThrottleStates = readonly CounterState[];

/** 429 (nothing recorded) when any check is at its limit; otherwise the counters as read, for `countHits`. */
export async function assertUnderLimits(checks: readonly ThrottleCheck[], now = Date.now()): Promise<ThrottleStates> {
  const states = await readStates(checks, now);
  const wait = longestWait(checks, states, now);
  if (wait > 0) throw tooManyRequests(wait);
  return states;
}

/**
 * One hit on every check, starting from the counters as `assertUnderLimits` read them (a stale read costs a probe,
 * never a lost hit; counting stops at the limit). Resolves once every hit is stored; `settled` once the counters'
 * heads are written too: the caller awaits it before answering, alongside its own next calls.
 */
export async function countHits(
  checks: readonly ThrottleCheck[],
  states: ThrottleStates,
  now = Date.now(),
): Promise<{ settled: Promise<unknown> }> {
  const changes = await Promise.all(
    checks.map((check, i) => {
      const from = states[i];
      const options = { ceiling: check.rule.limit, deferHead: true, ...(from ? { from } : {}) };
      return addToCounter(store('throttle'), windowOf(check, now).name, 1, options);
    }),
  );
  const settled = Promise.all(changes.map((change) => change.headWritten));
  settled.catch(() => undefined); // awaited by the caller, which sees the error
  return { settled };
}

/**
 * Counting hits beside other work, where a contended counter must not turn a stored result into an error: `count`
 * (a use case's `alongside` step) logs its failure under `logName`, and `settled` waits for the deferred head writes
 * before the answer goes out (also logged, never thrown).
 */
export function countingAlongside(checks: readonly ThrottleCheck[], states: ThrottleStates, logName: string) {
  let counted: { settled: Promise<unknown> } | undefined;
  const logged = (error: unknown) => logError(logName, error);
  return {
    count: async () => {
      counted = await countHits(checks, states).catch((error: unknown) => {
        logged(error);
        return undefined;
      });
    },
    settled: () => counted?.settled.catch(logged),
  };
}
