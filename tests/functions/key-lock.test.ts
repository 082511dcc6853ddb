import { mkdir, stat, utimes } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LOCK_WAIT_MS, lockPath, STALE_LOCK_MS, withKeyLock } from '../../netlify/lib/storage/key-lock';

let nextKey = 0;
const freshKey = () => `test/${process.pid}/${Date.now()}/${nextKey++}`;
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Another worker's hold on a key: its lock directory, made `ageMs` ago. */
async function heldElsewhere(key: string, ageMs = 0): Promise<void> {
  await mkdir(lockPath(key), { recursive: true });
  const at = new Date(Date.now() - ageMs);
  await utimes(lockPath(key), at, at);
}

describe('key lock', () => {
  it('refuses with 429 after waiting LOCK_WAIT_MS for a lock another worker holds, and never runs the work', async () => {
    const key = freshKey();
    await heldElsewhere(key);
    let ran = false;
    const started = Date.now();
    await expect(
      withKeyLock(key, async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ status: 429 });
    expect(ran).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCK_WAIT_MS);
    expect(await exists(lockPath(key))).toBe(true);
  }, 20_000);

  it('takes over a lock left behind longer than STALE_LOCK_MS ago, and releases it', async () => {
    const key = freshKey();
    await heldElsewhere(key, STALE_LOCK_MS + 1000);
    expect(await withKeyLock(key, async () => 'ran')).toBe('ran');
    expect(await exists(lockPath(key))).toBe(false);
  });

  it('releases the lock when the work throws', async () => {
    const key = freshKey();
    await expect(withKeyLock(key, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await exists(lockPath(key))).toBe(false);
    expect(await withKeyLock(key, async () => 'again')).toBe('again');
  });

  it('runs the work of one key one at a time within a worker', async () => {
    const key = freshKey();
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        withKeyLock(key, async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
  });
});
