import { timingSafeEqual } from 'node:crypto';
import { isDemoMode } from './demo-mode';
import { unauthorized } from './errors';
import type { Call } from './handler';
import { beginLogin, finishLogin, type LoginPolicy } from './login-guard';
import { isBelowMinimumCost, parsePasswordHash, scryptN, verifyPassword } from './password-hash';
import { SERVER_MESSAGES } from './server-messages';
import { readSession, type Session } from './session';

/**
 * The admin password: checked against ADMIN_PASSWORD_HASH (scrypt, see password-hash.ts; `npm run
 * hash:admin-password` makes one). With no hash set, demo mode accepts the demo password `demo-admin`; anywhere
 * else a missing, malformed or too cheap hash is a configuration error (logged 500), never a default.
 * The admin session lasts 8 hours and ends after 30 minutes without use.
 */
export const ADMIN_SESSION_KIND = 'admin';
export const ADMIN_SESSION_TTL_SECONDS = 8 * 60 * 60;
export const ADMIN_IDLE_TIMEOUT_SECONDS = 30 * 60;
export const DEMO_ADMIN_PASSWORD = 'demo-admin';
export const ADMIN_LOGIN_REQUIRED = SERVER_MESSAGES.en.adminLoginRequired;
const ADMIN_ACCOUNT = 'admin';

const FIFTEEN_MINUTES = 15 * 60;
/** The password is long, so the account limit is generous: it slows a stranger without a day-long lock. */
export const ADMIN_LOGIN_POLICY: LoginPolicy = {
  kind: 'admin',
  perIp: { name: 'admin-login-ip', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  perDevice: { name: 'admin-login-device', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  slowdown: { rule: { name: 'admin-login-all', limit: 1000, windowSeconds: FIFTEEN_MINUTES }, startAt: 100 },
  perAccount: { freeFailures: 10, baseLockSeconds: 30, maxLockSeconds: FIFTEEN_MINUTES, maxPerDay: 200 },
};

/** Why the configured hash cannot be used, or null when it can (or none is configured). */
function configuredHashProblem(hash: string | undefined): string | null {
  if (!hash) return null;
  if (!parsePasswordHash(hash)) return 'ADMIN_PASSWORD_HASH is not in the format scrypt$N$r$p$salt$hash';
  if (isBelowMinimumCost(hash)) {
    return `ADMIN_PASSWORD_HASH is refused: its scrypt cost is below N=${scryptN()}; make a new one with npm run hash:admin-password`;
  }
  return null;
}

// Said once when the function starts, so a weak configured hash shows in the log before anyone tries to sign in.
const problemAtStart = configuredHashProblem(process.env.ADMIN_PASSWORD_HASH);
if (problemAtStart) console.error(JSON.stringify({ level: 'error', message: problemAtStart }));

async function passwordMatches(password: string): Promise<boolean> {
  const hash = process.env.ADMIN_PASSWORD_HASH;
  const problem = configuredHashProblem(hash);
  if (problem) throw new Error(problem);
  if (hash) return verifyPassword(password, hash);
  if (!isDemoMode()) throw new Error('ADMIN_PASSWORD_HASH is not set');
  const given = Buffer.from(password);
  const demo = Buffer.from(DEMO_ADMIN_PASSWORD);
  return given.length === demo.length && timingSafeEqual(given, demo);
}

/**
 * 429 while this caller is limited; 401 with the fixed wrong-password text (counted); on success the
 * Set-Cookie value of the device cookie.
 */
export async function checkAdminPassword(call: Call, password: string): Promise<string> {
  const attempt = await beginLogin(call, ADMIN_LOGIN_POLICY, ADMIN_ACCOUNT);
  if (!(await passwordMatches(password))) {
    await finishLogin(call, ADMIN_LOGIN_POLICY, ADMIN_ACCOUNT, attempt, false);
    throw unauthorized(SERVER_MESSAGES.en.adminInvalidPassword);
  }
  return finishLogin(call, ADMIN_LOGIN_POLICY, ADMIN_ACCOUNT, attempt, true);
}

/** The admin session of this request (the idle timeout travels in the session itself), or 401. */
export async function requireAdmin(call: Call): Promise<Session> {
  const session = await readSession(call.req, ADMIN_SESSION_KIND);
  if (!session) throw unauthorized(ADMIN_LOGIN_REQUIRED);
  return session;
}
