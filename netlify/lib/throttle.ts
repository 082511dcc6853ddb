import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { tooManyRequests } from './errors';
import { logError } from './log';
import { store } from './stores';

/**
 * Fixed-window counters kept in the "throttle" Blobs store, one blob per rule and subject (an IP, "all", …).
 * Subjects are hashed, so no raw IP is stored. Increments are conditional writes (onlyIfNew for a new counter,
 * onlyIfMatch on the ETag otherwise) retried a few times, so concurrent failures are not lost.
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

interface Counter {
  start: number;
  count: number;
}

const MAX_WRITE_ATTEMPTS = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function counterKey({ rule, subject }: ThrottleCheck): string {
  return `${rule.name}/${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

function isCounter(value: unknown): value is Counter {
  const counter = value as Counter | null;
  return typeof counter?.start === 'number' && typeof counter.count === 'number';
}

/** Count in the current window and seconds until the window ends (0 when no window is open). */
function windowState(counter: Counter | null, rule: ThrottleRule, now: number) {
  const end = counter ? counter.start + rule.windowSeconds * 1000 : 0;
  if (!counter || end <= now) return { count: 0, retryAfter: 0 };
  return { count: counter.count, retryAfter: Math.ceil((end - now) / 1000) };
}

async function readCounter(throttle: Store, key: string) {
  const entry = await throttle.getWithMetadata(key, { type: 'json' });
  if (!entry) return null;
  if (entry.etag) return { counter: isCounter(entry.data) ? entry.data : null, etag: entry.etag };
  // The local sandbox server sends no ETag on reads; its listing does. Take the ETag first, then the data, so a
  // write in between makes our conditional write fail and retry instead of losing an update.
  const listed = (await throttle.list({ prefix: key })).blobs.find((blob) => blob.key === key);
  const data: unknown = await throttle.get(key, { type: 'json' });
  return listed ? { counter: isCounter(data) ? data : null, etag: listed.etag } : null;
}

/** Seconds to wait when any check is at its limit, else 0. */
export async function retryAfterSeconds(checks: readonly ThrottleCheck[], now = Date.now()): Promise<number> {
  const throttle = store('throttle');
  const states = await Promise.all(
    checks.map(async (check) => {
      const data: unknown = await throttle.get(counterKey(check), { type: 'json' });
      const state = windowState(isCounter(data) ? data : null, check.rule, now);
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
 * Hits on one counter from this instance run one after another. Across instances the conditional writes keep
 * counts exact on Netlify; the local sandbox server checks If-Match and writes without a lock, so there this queue
 * is what keeps concurrent failures from being lost.
 */
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = result.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}

/**
 * Adds one to a counter and returns the new count in the current window. Under extreme contention it gives up
 * after a few attempts, logs it and returns null: a throttle write never turns a client's answer into a 500.
 */
export function recordHit(check: ThrottleCheck, now = Date.now()): Promise<number | null> {
  const key = counterKey(check);
  return oneAtATime(key, () => incrementCounter(key, check, now));
}

async function incrementCounter(key: string, check: ThrottleCheck, now: number): Promise<number | null> {
  const throttle = store('throttle');
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const current = await readCounter(throttle, key);
    const { count } = windowState(current?.counter ?? null, check.rule, now);
    const next: Counter = count === 0 ? { start: now, count: 1 } : { start: current?.counter?.start ?? now, count: count + 1 };
    const result = current
      ? await throttle.setJSON(key, next, { onlyIfMatch: current.etag })
      : await throttle.setJSON(key, next, { onlyIfNew: true });
    if (result.modified) return next.count;
    await pause(5 + Math.random() * 20 * (attempt + 1));
  }
  logError(`throttle/${check.rule.name}`, new Error(`Counter stayed contended after ${MAX_WRITE_ATTEMPTS} attempts`));
  return null;
}

/** Records one hit on every check. */
export async function recordHits(checks: readonly ThrottleCheck[], now = Date.now()): Promise<void> {
  await Promise.all(checks.map((check) => recordHit(check, now)));
}
