import { maskInvestorCode } from '../../src/domain/investor-code';
import { unauthorized } from './errors';
import type { Call } from './handler';
import { findInvestor, type InvestorRecord } from './investors';
import { readSession, type Session } from './session';
import { assertNotThrottled, recordHits, type ThrottleCheck, type ThrottleRule } from './throttle';

/** Investor sessions last 30 minutes from login (fixed, not sliding). */
export const INVESTOR_SESSION_KIND = 'investor';
export const INVESTOR_SESSION_TTL_SECONDS = 30 * 60;

export const INVALID_CODE_MESSAGE = 'Invalid investor code';

/** Failed code guesses (login and verify share the budget): per IP, and in total across all callers. */
export const INVESTOR_FAILURES_PER_IP: ThrottleRule = { name: 'investor-code-ip', limit: 10, windowSeconds: 15 * 60 };
export const INVESTOR_FAILURES_TOTAL: ThrottleRule = { name: 'investor-code-all', limit: 500, windowSeconds: 15 * 60 };

const failureChecks = (ip: string): ThrottleCheck[] => [
  { rule: INVESTOR_FAILURES_PER_IP, subject: ip },
  { rule: INVESTOR_FAILURES_TOTAL, subject: 'all' },
];

/**
 * Resolves a typed code for login or verify: 429 while throttled, the same 401 for unknown and malformed codes
 * (each counted as a failure), the investor otherwise. A success does not count.
 */
export async function resolveInvestorCode(
  call: Call,
  input: string,
): Promise<{ code: string; record: InvestorRecord }> {
  const checks = failureChecks(call.ip);
  const [, found] = await Promise.all([assertNotThrottled(checks), findInvestor(input)]);
  if (!found) {
    await recordHits(checks);
    throw unauthorized(INVALID_CODE_MESSAGE);
  }
  call.log.code = maskInvestorCode(found.code);
  return found;
}

/** The signed-in investor of this request (valid, unrevoked session whose investor still exists), or null. */
export async function currentInvestor(
  call: Call,
): Promise<{ session: Session; code: string; record: InvestorRecord } | null> {
  const session = await readSession(call.req, INVESTOR_SESSION_KIND);
  if (!session) return null;
  const found = await findInvestor(session.sub);
  if (!found) return null;
  call.log.code = maskInvestorCode(found.code);
  return { session, ...found };
}
