import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../../../src/domain/staff';
import { hashedKey } from '../storage/key-hash';

/**
 * The second factor of staff sign-in: TOTP (RFC 6238, SHA-1, 6 digits, 30 s, as every authenticator app reads it)
 * through otpauth, and one-time recovery codes of 140 random bits each, kept only as an HMAC under KEY_HASH_SECRET
 * (key-hash.ts). A slow or salted hash protects guessable secrets; at 140 bits there is nothing to guess, so one HMAC
 * is enough (a stolen store cannot even test a candidate without the secret) and a sign-in checks all ten codes in
 * microseconds, where scrypt at full cost would take about 0.6 s per code.
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

/** The stored form of a recovery code, as typed or as shown: case, spaces and dashes do not matter. */
export const hashRecoveryCode = (code: string): string =>
  hashedKey(`staff-recovery-code:${code.toLowerCase().replace(/[\s-]/g, '')}`);

/** Characters of a recovery code: 28 of base32 (RFC 4648, lower case), 140 random bits. */
const RECOVERY_CODE_CHARS = 28;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Fresh recovery codes, shown once in groups of four for reading (`k7qa-…`, 7 groups); only their HMACs are stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // Each byte gives 5 random bits (its low bits index the 32 characters).
    const chars = [...randomBytes(RECOVERY_CODE_CHARS)].map((byte) => BASE32[byte & 31]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}
