import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashedKey } from '../../netlify/lib/storage/key-hash';

afterEach(() => {
  vi.unstubAllEnvs();
});

const sha256Prefix = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

describe('hashed keys of personal values', () => {
  it('are an HMAC under KEY_HASH_SECRET, not an unsalted SHA-256 anyone can recompute', () => {
    const secret = 'k'.repeat(40);
    vi.stubEnv('KEY_HASH_SECRET', secret);
    const key = hashedKey('9876543210');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toBe(sha256Prefix('9876543210'));
    expect(key).toBe(createHmac('sha256', secret).update('9876543210').digest('hex').slice(0, 32));
  });

  it('change with the secret, and stay the same for the same value and secret', () => {
    const local = hashedKey('203.0.113.7');
    expect(hashedKey('203.0.113.7')).toBe(local);
    vi.stubEnv('KEY_HASH_SECRET', 'another secret of at least 32 characters');
    expect(hashedKey('203.0.113.7')).not.toBe(local);
  });

  it('refuse a short secret, and a missing one outside demo mode (as on Netlify)', () => {
    vi.stubEnv('KEY_HASH_SECRET', 'short');
    expect(() => hashedKey('x')).toThrow('KEY_HASH_SECRET must be at least 32 characters');
    vi.stubEnv('KEY_HASH_SECRET', '');
    vi.stubEnv('DEMO_MODE', '');
    expect(() => hashedKey('x')).toThrow('KEY_HASH_SECRET is not set');
  });
});
