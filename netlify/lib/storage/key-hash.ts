import { createHmac } from 'node:crypto';
import { isDemoMode } from '../security/demo-mode';

/**
 * Personal values (mobile numbers, IPs, e-mail addresses, device and browser ids) appear in Blobs keys only as an
 * HMAC-SHA256 under KEY_HASH_SECRET, a secret of its own (not SESSION_SECRET: rotating the cookie key must not
 * re-key every store). An unsalted hash of a 10-digit mobile number or an IPv4 address is reversed by trying every
 * value in minutes; without the secret, these keys reveal nothing.
 *
 * In demo mode (`npm start`, the tests, the command-line tools on the local sandbox) an unset KEY_HASH_SECRET falls
 * back to the fixed local key below, so the seeded demo data and the running server agree. On Netlify an unset secret
 * is a configuration error (500, logged), never a silent default.
 */
const MIN_SECRET_LENGTH = 32;
const LOCAL_KEY_HASH_SECRET = 'local demo key for Blobs key hashing, never used on Netlify';

function keyHashSecret(): string {
  const configured = process.env.KEY_HASH_SECRET;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`KEY_HASH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return configured;
  }
  if (!isDemoMode()) throw new Error('KEY_HASH_SECRET is not set');
  return LOCAL_KEY_HASH_SECRET;
}

/** A key part for a personal value: 32 hex characters (128 bits) of its HMAC under KEY_HASH_SECRET, never the value. */
export function hashedKey(value: string): string {
  return createHmac('sha256', keyHashSecret()).update(value, 'utf8').digest('hex').slice(0, 32);
}
