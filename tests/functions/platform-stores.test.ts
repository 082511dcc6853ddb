import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assertNotThrottled,
  recordHit,
  recordHits,
  retryAfterSeconds,
  type ThrottleRule,
} from '../../netlify/lib/security/throttle';
import { store } from '../../netlify/lib/storage/stores';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('throttle', () => {
  const rule: ThrottleRule = { name: 'unit', limit: 3, windowSeconds: 60 };

  it('blocks at the limit until the window ends, then starts afresh', async () => {
    // Windows are aligned to multiples of their length; t0 starts one.
    const t0 = 1_700_000_040_000;
    const check = { rule, subject: '192.0.2.1' };
    for (let i = 0; i < 3; i++) expect(await recordHit(check, t0 + i * 1000)).toBe(i + 1);
    expect(await retryAfterSeconds([check], t0 + 2000)).toBe(58);
    expect(await retryAfterSeconds([check], t0 + 59_500)).toBe(1);
    await expect(assertNotThrottled([check], t0 + 30_000)).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in 30 seconds.',
      headers: { 'Retry-After': '30' },
    });
    expect(await retryAfterSeconds([check], t0 + 60_000)).toBe(0);
    expect(await recordHit(check, t0 + 61_000)).toBe(1);
    // Another subject has its own counter.
    expect(await retryAfterSeconds([{ rule, subject: '192.0.2.2' }], t0 + 3000)).toBe(0);
  });

  it('loses no update under concurrent hits from one instance', async () => {
    // One fixed instant: with the wall clock the last hit could fall into the next window.
    const now = 1_700_000_040_000;
    const check = { rule: { name: 'race', limit: 100, windowSeconds: 60 }, subject: 'all' };
    await Promise.all(Array.from({ length: 8 }, () => recordHits([check], now)));
    expect(await recordHit(check, now)).toBe(9);
  });

  it('stores no raw subject', async () => {
    await recordHit({ rule, subject: '198.51.100.77' });
    const { blobs: entries } = await store('throttle').list();
    expect(entries.some((entry) => entry.key.includes('198.51'))).toBe(false);
  });
});

describe('session secret', () => {
  it('uses SESSION_SECRET when set and refuses a short one', async () => {
    vi.stubEnv('SESSION_SECRET', 'x'.repeat(40));
    const { sessionSecret } = await import('../../netlify/lib/security/session-secret');
    expect((await sessionSecret()).toString()).toBe('x'.repeat(40));
    vi.resetModules();
    vi.stubEnv('SESSION_SECRET', 'short');
    const again = await import('../../netlify/lib/security/session-secret');
    await expect(again.sessionSecret()).rejects.toThrow('at least 32 characters');
  });

  it('keeps one generated secret across restarts when running locally, so sessions survive', async () => {
    vi.stubEnv('SESSION_SECRET', '');
    const first = await import('../../netlify/lib/security/session');
    const request = new Request('http://localhost/api/investor/login');
    const { cookie } = await first.issueSession(request, 'investor', 'ATVNDEMO0001', 600);
    vi.resetModules();
    const restarted = await import('../../netlify/lib/security/session');
    const withCookie = new Request('http://localhost/api/investor/session', {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(await restarted.readSession(withCookie, 'investor')).toMatchObject({ sub: 'ATVNDEMO0001' });
    expect(await store('secrets').get('session-secret', { type: 'text' })).toMatch(/^[\w-]{43}$/);
  });

  it('generates one local secret when first calls race, and a cold start then reads it in one request', async () => {
    vi.stubEnv('SESSION_SECRET', '');
    await store('secrets').delete('session-secret');
    const coldStarts = [];
    for (let i = 0; i < 4; i++) {
      vi.resetModules();
      coldStarts.push(await import('../../netlify/lib/security/session-secret'));
    }
    const secrets = await Promise.all(coldStarts.map((instance) => instance.sessionSecret()));
    expect(new Set(secrets.map((secret) => secret.toString())).size).toBe(1);
    expect(await store('secrets').get('session-secret', { type: 'text' })).toBe(secrets[0]?.toString());

    vi.resetModules();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const coldStart = await import('../../netlify/lib/security/session-secret');
    expect((await coldStart.sessionSecret()).toString()).toBe(secrets[0]?.toString());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fetchSpy.mockRestore();
  });

  it('refuses to run without SESSION_SECRET outside demo mode', async () => {
    vi.stubEnv('SESSION_SECRET', '');
    vi.stubEnv('DEMO_MODE', '');
    const { sessionSecret } = await import('../../netlify/lib/security/session-secret');
    await expect(sessionSecret()).rejects.toThrow('SESSION_SECRET is not set');
  });
});
