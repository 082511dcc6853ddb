import { createHash } from 'node:crypto';
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tooBusy } from '../http/errors';

/**
 * Runs work for one key while no other work for that key runs on this machine: inside this worker (a promise
 * queue) and across worker threads and processes (a lock directory: mkdir either creates it or fails, atomically).
 *
 * Why: the local Blobs sandbox of `netlify serve` checks If-Match / If-None-Match and then writes without a lock,
 * so two function workers can both "win" the same conditional write. Holding this lock around a read-decide-write
 * makes them take turns. On Netlify every instance has its own /tmp, so there the lock only orders the work of one
 * instance and the (atomic) conditional writes order the instances.
 */
export const LOCK_WAIT_MS = 5_000;
/** A lock directory older than this was left behind by a worker that died holding it. */
export const STALE_LOCK_MS = 10_000;

/** One folder per project directory, so servers of different checkouts on one machine never share locks. */
const lockRoot = join(tmpdir(), 'key-locks', createHash('sha256').update(process.cwd()).digest('hex').slice(0, 16));

/** The lock directory of a key. */
export const lockPath = (key: string) => join(lockRoot, createHash('sha256').update(key).digest('hex').slice(0, 32));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

async function acquire(path: string): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(path);
      return;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') {
        await mkdir(lockRoot, { recursive: true });
        continue;
      }
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const held = await stat(path).catch(() => null);
    if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
      await rmdir(path).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw tooBusy();
    await pause(1 + Math.random() * 4);
  }
}

const queues = new Map<string, Promise<unknown>>();

/** Runs work for one key after the previous work for that key in this worker has finished. */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = result.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}

/**
 * Runs `work` holding the machine-wide lock of `key` (any string; it is hashed). Waits at most LOCK_WAIT_MS for the
 * lock, then throws the 429 "too busy" error: a contended update is refused, never done without the lock.
 */
export function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  return oneAtATime(key, async () => {
    const path = lockPath(key);
    await acquire(path);
    try {
      return await work();
    } finally {
      await rmdir(path).catch(() => undefined);
    }
  });
}
