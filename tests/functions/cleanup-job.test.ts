import { describe, expect, it } from 'vitest';
import { readCounts, recordCountChanges, SETTLE_MS } from '../../netlify/lib/admissions/counts';
import { GRACE_MS, LONGEST_SESSION_MS, removeExpired } from '../../netlify/lib/jobs/cleanup-job';
import { currentHits, recordHit } from '../../netlify/lib/security/throttle';
import { addToCounter } from '../../netlify/lib/storage/exact-counter';
import { store } from '../../netlify/lib/storage/stores';
import { DAY_MS } from '../../src/domain/admin-summary';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });

const HOUR = 60 * 60 * 1000;
const keysOf = async (name: Parameters<typeof store>[0], prefix = '') =>
  (await store(name).list({ prefix })).blobs.map((b) => b.key).sort();

describe('the daily clean-up of expired keys', () => {
  it('deletes throttle windows over for longer than the grace time, and keeps the current one counting', async () => {
    const check = { rule: { name: 'cleanup-test', limit: 100, windowSeconds: 3600 }, subject: '192.0.2.1' };
    const now = Date.now();
    await recordHit(check, now - 3 * HOUR);
    await recordHit(check, now);
    await recordHit(check, now);
    await removeExpired(now);
    const left = await keysOf('throttle', 'cleanup-test/');
    expect(left.every((key) => Number(/until-(\d+)/.exec(key)?.[1]) > now)).toBe(true);
    expect(await currentHits(check, now)).toBe(2);
    expect(await currentHits(check, now - 3 * HOUR)).toBe(0);
  });

  it('deletes trial counts whose cookie has expired, never a live one', async () => {
    const now = Date.now();
    await addToCounter(store('trial'), `browser/old/until-${now - GRACE_MS - 1}`, 40);
    await addToCounter(store('trial'), `browser/live/until-${now + DAY_MS}`, 40);
    await addToCounter(store('trial'), `browser/just-over/until-${now - 1}`, 40);
    await removeExpired(now);
    const left = await keysOf('trial', 'browser/');
    expect(left.some((key) => key.startsWith('browser/old/'))).toBe(false);
    expect(left.some((key) => key.startsWith('browser/live/'))).toBe(true);
    // Inside the grace time: kept, as a request that read the window just before its end may still write to it.
    expect(left.some((key) => key.startsWith('browser/just-over/'))).toBe(true);
  });

  it('deletes revoked and last-use markers of expired sessions', async () => {
    const now = Date.now();
    const sessions = store('sessions');
    const seconds = (ms: number) => Math.floor(ms / 1000);
    await sessions.setJSON('revoked/gone', { exp: seconds(now - 2 * HOUR) });
    await sessions.setJSON('revoked/live', { exp: seconds(now + HOUR) });
    await sessions.setJSON('last-use/gone', { at: now - 3 * HOUR, exp: seconds(now - 2 * HOUR) });
    await sessions.setJSON('last-use/live', { at: now - 3 * HOUR, exp: seconds(now + HOUR) });
    await sessions.setJSON('last-use/older-layout', { at: now - LONGEST_SESSION_MS - 2 * HOUR });
    await sessions.setJSON('last-use/older-layout-recent', { at: now - DAY_MS });
    await removeExpired(now);
    expect(await keysOf('sessions')).toEqual(['last-use/live', 'last-use/older-layout-recent', 'revoked/live']);
  });

  it('deletes duplicate claims older than the day before', async () => {
    const now = Date.now();
    const today = Math.floor(now / DAY_MS);
    for (const day of [today - 3, today - 2, today - 1, today]) {
      await store('admission-claims').setJSON(`identity/${day}`, { registrationNumber: 'X', at: day * DAY_MS });
    }
    await removeExpired(now);
    // The day before yesterday's claim expired at today's start: gone once the grace time has passed.
    const kept = now - today * DAY_MS > GRACE_MS ? [today - 1, today] : [today - 2, today - 1, today];
    expect(await keysOf('admission-claims', 'identity/')).toEqual(kept.map((day) => `identity/${day}`));
  });

  it('folds settled count changes, deletes them, and leaves every count as it was', async () => {
    await recordCountChanges(new Map([['cleanup/a', 3]]));
    await recordCountChanges(new Map([['cleanup/a', 2]]));
    const later = Date.now() + SETTLE_MS + 1;
    await recordCountChanges(new Map([['cleanup/a', 4]]), later);
    const before = await readCounts();
    await removeExpired(later);
    expect((await keysOf('admission-counts', 'changes/')).length).toBe(1);
    expect(await readCounts()).toEqual(before);
    expect(before.get('cleanup/a')).toBe(9);
  });

  it('stops at its time budget after a listing page, and the next run goes on', async () => {
    const now = Date.now();
    const throttle = store('throttle');
    const keys = Array.from({ length: 1200 }, (_, i) => `paging/${i}/until-${now - 2 * HOUR}/1`);
    for (let i = 0; i < keys.length; i += 100) {
      await Promise.all(keys.slice(i, i + 100).map((key) => throttle.setJSON(key, { total: 1 })));
    }
    await store('sessions').setJSON('revoked/budget', { exp: Math.floor((now - 2 * HOUR) / 1000) });
    const first = await removeExpired(now, 0);
    expect(first.complete).toBe(false);
    // The throttle store comes first; the sessions were not reached.
    expect(await keysOf('sessions', 'revoked/budget')).toEqual(['revoked/budget']);
    const second = await removeExpired(now);
    expect(second.complete).toBe(true);
    expect(await keysOf('throttle', 'paging/')).toEqual([]);
    expect(await keysOf('sessions', 'revoked/budget')).toEqual([]);
  }, 60_000);
});
