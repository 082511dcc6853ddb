import { randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { LOST_WRITE_ATTEMPTS, writeIf } from '../storage/conditional-write';
import { withKeyLock } from '../storage/key-lock';
import { store } from '../storage/stores';
import { isDemoMode } from './demo-mode';

const MIN_SECRET_LENGTH = 32;
const LOCAL_SECRET_KEY = 'session-secret';

let cached: Buffer | undefined;

/**
 * The key for session cookies: SESSION_SECRET (at least 32 characters). When it is unset in demo mode, a
 * random secret is generated once and kept in the "secrets" Blobs store, so restarts keep sessions valid.
 * On Netlify an unset secret is a configuration error (500, logged), never a silent default.
 */
export async function sessionSecret(): Promise<Buffer> {
  if (cached) return cached;
  const configured = process.env.SESSION_SECRET;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    cached = Buffer.from(configured, 'utf8');
    return cached;
  }
  if (!isDemoMode()) throw new Error('SESSION_SECRET is not set');
  const secrets = store('secrets');
  // Read first: the local server starts every call in a fresh worker (no cache survives), and the secret exists
  // after the first call, so one Blobs round trip is enough. Only the very first call writes.
  const kept = (await secrets.get(LOCAL_SECRET_KEY, { type: 'text' })) ?? (await createLocalSecret(secrets));
  cached = Buffer.from(kept, 'utf8');
  return cached;
}

/**
 * Stores a new local secret unless a parallel first call stored one first; returns the one stored. The local Blobs
 * server checks onlyIfNew without a lock (see key-lock.ts), so parallel first calls take turns under the key lock:
 * otherwise each could keep its own secret and reject the others' cookies.
 */
function createLocalSecret(secrets: Store): Promise<string> {
  return withKeyLock(`secrets/${LOCAL_SECRET_KEY}`, async () => {
    for (let attempt = 0; attempt < LOST_WRITE_ATTEMPTS; attempt++) {
      const stored = await secrets.get(LOCAL_SECRET_KEY, { type: 'text' });
      if (stored) return stored;
      const fresh = randomBytes(32).toString('base64url');
      if (await writeIf(secrets, LOCAL_SECRET_KEY, fresh, { onlyIfNew: true })) return fresh;
    }
    throw new Error('Local session secret could not be written');
  });
}
