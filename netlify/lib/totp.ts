import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../../src/domain/staff';

/**
 * The second factor of staff sign-in: TOTP (RFC 6238, SHA-1, 6 digits, 30 s, as every authenticator app reads it)
 * through otpauth, and one-time recovery codes kept only as SHA-256 hashes (they are random, 40 bits each: no
 * salt or slow hash needed against guessing, which the sign-in limits bound anyway).
 */
const ISSUER = 'Awaaz staff';
const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret in base32 (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

/**
 * The time step of a code valid now (one step of clock drift either way), or null. The caller refuses a step at or
 * before the last one used, so a code seen over someone's shoulder cannot be replayed.
 */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/\s/g, '')).digest('hex');

/** Fresh recovery codes (xxxx-xxxx, hex): shown once to the member; only their hashes are stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}
