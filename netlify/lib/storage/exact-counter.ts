import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { tooBusy } from '../http/errors';
import { writeIf } from './conditional-write';
import { withKeyLock } from './key-lock';
import { parseStored } from './stored-record';

/**
 * Exact counters in a Netlify Blobs store: no update is lost or applied twice under concurrency, on Netlify and under
 * `npm start` (whose local Blobs sandbox does not check conditional writes atomically).
 *
 * API
 *   readCounter(store, name)                     -> the total (0 for a counter never written)
 *   addToCounter(store, name, amount, options?)  -> { added, total }
 *     amount   any finite number; a negative amount subtracts, and the total never goes below 0.
 *     ceiling  optional: a positive amount that would take the total above it is refused (added: false, total as it
 *              is), e.g. the free trial's 500 characters or a throttle's limit.
 *   Both throw the 429 "too busy" HttpError when the counter stays contended for MAX_COUNTER_WAIT_MS: the request is refused rather
 *   than let through uncounted (fail closed).
 *   `name` is any key prefix of at most about 560 bytes (hash personal values into it, never store them raw).
 *
 * Design: every change writes a new, never-rewritten version `<name>/<n>` = { total } with onlyIfNew. Version n + 1
 * is only ever written by a caller that has read version n, so versions are dense and the highest one holds the
 * total; a caller that loses the race for n + 1 reads it and tries n + 2. `<name>/head` remembers a recent n (plain
 * writes, so it may lag but never runs ahead) and reads probe forward from there instead of listing. onlyIfNew is
 * atomic on Netlify; on the local sandbox the machine-wide key lock makes the writers of one counter take turns.
 */
export interface CounterOptions {
  ceiling?: number;
  /**
   * The state a read of this counter just found: the change starts from it instead of reading again (a stale one
   * costs a probe, never a lost change). Only for counters that never go down: a ceiling is checked against it.
   */
  from?: CounterState;
  /**
   * Hand the head's write back as `headWritten` instead of awaiting it, for the caller to await alongside its next
   * Blobs calls (each waits for the network on Netlify) before it answers. The head is a hint that may lag, so
   * writing it after the lock is released changes no total.
   */
  deferHead?: boolean;
}

export interface CounterChange {
  added: boolean;
  total: number;
  /** With `deferHead`: settles when the head is written (the caller awaits it). */
  headWritten?: Promise<unknown>;
}

/**
 * How long a caller keeps trying when other instances keep winning the next version: each round has a winner, and
 * a random pause growing up to MAX_BACKOFF_MS spreads the losers, so a burst of a few dozen callers on one counter
 * (a school lab behind one address spending the trial) all get through instead of the slowest being refused.
 */
export const MAX_COUNTER_WAIT_MS = 8_000;
const MAX_BACKOFF_MS = 250;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const versionSchema = z.object({ total: z.number().nonnegative() });
const headSchema = z.object({ version: z.number().int().nonnegative() });

/** How a mismatching record is named in the error (the Store object does not tell its name). */
const STORE_LABEL = 'exact counter';
const versionKey = (name: string, version: number) => `${name}/${version}`;
const headKey = (name: string) => `${name}/head`;

/** What a read found: the highest version and its total. Handed to addToCounter, it saves reading again. */
export interface CounterState {
  version: number;
  total: number;
}

async function readVersion(store: Store, name: string, version: number): Promise<number | null> {
  const data: unknown = await store.get(versionKey(name, version), { type: 'json' });
  return parseStored(versionSchema, STORE_LABEL, data)?.total ?? null;
}

/** The highest version from `start` on (start must exist, or be 0 with total 0). */
async function probeFrom(store: Store, name: string, start: CounterState): Promise<CounterState> {
  let latest = start;
  for (;;) {
    const total = await readVersion(store, name, latest.version + 1);
    if (total === null) return latest;
    latest = { version: latest.version + 1, total };
  }
}

/**
 * The latest version. Reads that do not depend on each other go together, as each read waits for the network on
 * Netlify: the head with version 1 (a counter without a head has at most version 1 unless its head lags), then the
 * head's version with the next one (the head may lag by one or more: probe on from there).
 */
export async function readCounterState(store: Store, name: string): Promise<CounterState> {
  const [head, first] = await Promise.all([
    store.get(headKey(name), { type: 'json' }) as Promise<unknown>,
    readVersion(store, name, 1),
  ]);
  const version = parseStored(headSchema, STORE_LABEL, head)?.version ?? 0;
  if (version <= 1) {
    if (first === null && version === 1) throw new Error(`Counter ${name} lost version 1`);
    if (first === null) return { version: 0, total: 0 };
    return probeFrom(store, name, { version: 1, total: first });
  }
  const [total, next] = await Promise.all([readVersion(store, name, version), readVersion(store, name, version + 1)]);
  if (total === null) throw new Error(`Counter ${name} lost version ${version}`);
  if (next === null) return { version, total };
  return probeFrom(store, name, { version: version + 1, total: next });
}

export async function readCounter(store: Store, name: string): Promise<number> {
  return (await readCounterState(store, name)).total;
}

export function addToCounter(
  store: Store,
  name: string,
  amount: number,
  { ceiling, from, deferHead = false }: CounterOptions = {},
): Promise<CounterChange> {
  if (!Number.isFinite(amount)) throw new Error(`Counter ${name}: amount must be a finite number`);
  return withKeyLock(`counter/${name}`, async () => {
    let latest = from ?? (await readCounterState(store, name));
    const deadline = Date.now() + MAX_COUNTER_WAIT_MS;
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const next = Math.max(0, latest.total + amount);
      if (amount > 0 && ceiling !== undefined && next > ceiling) return { added: false, total: latest.total };
      if (next === latest.total) return { added: true, total: next };
      const version = latest.version + 1;
      // The writer's id makes an unconfirmed answer checkable (conditional-write.ts): only our own version counts.
      const written = { total: next, writer: randomUUID() };
      if (await writeIf(store, versionKey(name, version), written, { onlyIfNew: true })) {
        const headWritten = store.setJSON(headKey(name), { version });
        if (!deferHead) {
          await headWritten;
          return { added: true, total: next };
        }
        headWritten.catch(() => undefined); // awaited by the caller, which sees the error
        return { added: true, total: next, headWritten };
      }
      await pause(Math.random() * Math.min(MAX_BACKOFF_MS, 5 * 2 ** attempt));
      latest = await probeFrom(store, name, latest);
    }
    throw tooBusy();
  });
}
