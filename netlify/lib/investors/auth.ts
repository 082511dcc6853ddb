import {
  compactInvestorCode,
  type InvestorCode,
  maskInvestorCode,
  parseInvestorCode,
} from '../../../src/domain/investor-code';
import { unauthorized } from '../http/errors';
import type { Call } from '../http/handler';
import { beginLogin, finishLogin, type LoginPolicy } from '../security/login-guard';
import { openSession, type Session, sessionLive } from '../security/session';
import { sessionSecret } from '../security/session-secret';
import { findInvestor, type InvestorRecord } from './records';

/** Investor sessions last 30 minutes from login (fixed, not sliding). */
export const INVESTOR_SESSION_KIND = 'investor';
export const INVESTOR_SESSION_TTL_SECONDS = 30 * 60;

const FIFTEEN_MINUTES = 15 * 60;
/**
 * Failed code guesses (login and verify share the budget). The code is the credential, so there is no account to
 * lock: limits are per IP and per trusted device, and many failures from everyone slow answers down.
 */
export const INVESTOR_LOGIN_POLICY: LoginPolicy = {
  kind: 'investor',
  perIp: { name: 'investor-code-ip', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  perDevice: { name: 'investor-code-device', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  slowdown: { rule: { name: 'investor-code-all', limit: 5000, windowSeconds: FIFTEEN_MINUTES }, startAt: 500 },
};

/**
 * Resolves a typed code for login or verify: 429 while this caller is limited, the same 401 for unknown and
 * malformed codes (each counted as a failure), otherwise the investor and the Set-Cookie value of the device cookie.
 */
export async function resolveInvestorCode(
  call: Call,
  input: string,
): Promise<{ code: InvestorCode; record: InvestorRecord; deviceCookie: string }> {
  // Read once here: a malformed code is counted like an unknown one, under what was typed.
  const code = parseInvestorCode(input);
  const typed = code ?? compactInvestorCode(input);
  // The record and the cookies' key (in Blobs in demo mode) are read alongside the limits, as each read waits for the
  // network on Netlify; they count only once the limits let the attempt through (their errors too).
  const reads = Promise.all([code ? findInvestor(code) : null, sessionSecret()]);
  reads.catch(() => undefined);
  const attempt = await beginLogin(call, INVESTOR_LOGIN_POLICY, typed);
  const [found] = await reads;
  if (!found) {
    await finishLogin(call, INVESTOR_LOGIN_POLICY, typed, attempt, false);
    throw unauthorized('invalidInvestorCode');
  }
  call.log.code = maskInvestorCode(found.code);
  const deviceCookie = await finishLogin(call, INVESTOR_LOGIN_POLICY, found.code, attempt, true);
  return { ...found, deviceCookie };
}

/** The signed-in investor of this request (valid, unrevoked session whose investor still exists), or null. */
export async function currentInvestor(
  call: Call,
): Promise<{ session: Session; code: InvestorCode; record: InvestorRecord } | null> {
  const session = await openSession(call.req, INVESTOR_SESSION_KIND);
  const code = session ? parseInvestorCode(session.sub) : null;
  if (!session || !code) return null;
  // The investor is read alongside the session's revocation check (each Blobs call waits for the network on
  // Netlify), and counts only when the session is live.
  const [live, found] = await Promise.all([sessionLive(session), findInvestor(code)]);
  if (!live || !found) return null;
  call.log.code = maskInvestorCode(found.code);
  return { session, ...found };
}
