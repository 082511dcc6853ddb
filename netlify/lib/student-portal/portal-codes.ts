import { z } from 'zod';
import { parseRegistrationNumber } from '../../../src/domain/registration-number';
import { refuse } from '../http/errors';
import { isLocalLoopback } from '../http/loopback';
import type { ThrottleCheck, ThrottleRule } from '../security/throttle';
import { hashedKey } from '../storage/key-hash';
import { store } from '../storage/stores';

/**
 * The student portal's sign-in codes (docs/SECURITY.md, "Student portal"), shared by asking for one
 * (request-portal-code.ts) and using it (redeem-portal-code.ts): the code signs in once, within CODE_TTL_MS, and dies
 * after MAX_WRONG_TRIES wrong guesses.
 *
 * Store "student-codes": one blob per registration number, the latest code only (a new request replaces it), as an
 * HMAC of number and code, never the code itself.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;

export const codeSchema = z.object({
  hash: z.string(),
  expiresAt: z.number(),
  wrongTries: z.number(),
  spent: z.boolean(),
});

export const portalCodes = () => store('student-codes');

export const codeHash = (registrationNumber: string, code: string) =>
  hashedKey(`student-code\n${registrationNumber}\n${code}`);

/** When a stored code can go (the daily clean-up, cleanup-job.ts). */
export const storedCodeExpiry = (data: unknown): number | null => codeSchema.safeParse(data).data?.expiresAt ?? null;

/** The registration number as stored, or 400 for one that cannot be one (it reveals nothing: none has that shape). */
export function registrationNumberOf(input: string): string {
  const number = parseRegistrationNumber(input);
  if (!number) throw refuse(400, 'invalidRegistrationNumber');
  return number;
}

/** The per-IP check of `rule`, none for a local caller in demo mode (loopback.ts). */
export const perIp = (ip: string, rule: ThrottleRule): ThrottleCheck[] =>
  isLocalLoopback(ip) ? [] : [{ rule, subject: ip }];
