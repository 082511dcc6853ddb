import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../http/errors';
import { assertNotThrottled, recordHits, type ThrottleRule } from '../security/throttle';
import { updateBlob } from '../storage/blob-update';
import { parseStored } from '../storage/stored-record';
import { codeHash, codeSchema, MAX_WRONG_TRIES, perIp, portalCodes, registrationNumberOf } from './portal-codes';

/** Wrong codes per IP, across registration numbers. */
export const WRONG_CODES_PER_IP: ThrottleRule = { name: 'student-login-ip', limit: 20, windowSeconds: 15 * 60 };

export interface PortalCodeRedemption {
  /** As typed: parsed here (400 when it cannot be one). */
  registrationNumber: string;
  /** As typed: spaces are dropped. */
  code: string;
  /** The caller's IP, as the per-IP limits count it. */
  ip: string;
  now: number;
}

type CodeCheck = 'valid' | 'wrong';

/** Checks a typed code against the stored one: a valid code is spent; a wrong one counts (and kills it at the max). */
function checkCode(registrationNumber: string, typed: string, now: number): Promise<CodeCheck> {
  return updateBlob(portalCodes(), `student-code:${registrationNumber}`, registrationNumber, (data) => {
    const stored = parseStored(codeSchema, 'student-codes', data);
    if (!stored || stored.spent || stored.expiresAt <= now || stored.wrongTries >= MAX_WRONG_TRIES) {
      return { result: 'wrong' };
    }
    const expected = Buffer.from(stored.hash);
    const given = Buffer.from(codeHash(registrationNumber, typed));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      return { write: { ...stored, spent: true }, result: 'valid' };
    }
    return { write: { ...stored, wrongTries: stored.wrongTries + 1 }, result: 'wrong' };
  });
}

/**
 * An applicant signs in with her mailed code: the code is spent and the registration number, as stored, is the new
 * session's subject. Refused as `studentInvalidCode` (401) for a wrong, expired, spent or killed code alike, each
 * counted against the IP; 429 once this IP guessed wrong too often.
 */
export async function redeemPortalCode({ registrationNumber: number, code, ip, now }: PortalCodeRedemption) {
  const registrationNumber = registrationNumberOf(number);
  const checks = perIp(ip, WRONG_CODES_PER_IP);
  await assertNotThrottled(checks, now);
  const typed = code.replace(/\s+/g, '');
  const valid = /^\d{6}$/.test(typed) && (await checkCode(registrationNumber, typed, now)) === 'valid';
  if (!valid) {
    await recordHits(checks, now);
    throw unauthorized('studentInvalidCode');
  }
  return { registrationNumber };
}
