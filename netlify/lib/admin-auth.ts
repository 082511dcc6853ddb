import { timingSafeEqual } from 'node:crypto';
import { ADMIN_TEXT } from '../../src/domain/admin-text';
import { unauthorized } from './errors';
import type { Call } from './handler';
import { verifyPassword } from './password-hash';
import { isLocalRun } from './runtime';
import { readSession, type Session } from './session';
import { assertNotThrottled, recordHits, type ThrottleCheck, type ThrottleRule } from './throttle';

/**
 * The admin password (DECISIONS.md security item 1): checked against ADMIN_PASSWORD_HASH (scrypt, see
 * password-hash.ts; `npm run hash:admin-password` makes one). With no hash set, a local run accepts the demo
 * password `demo-admin`; on Netlify a missing hash is a configuration error (logged 500), never a default.
 */
export const ADMIN_SESSION_KIND = 'admin';
export const ADMIN_SESSION_TTL_SECONDS = 8 * 60 * 60;
export const DEMO_ADMIN_PASSWORD = 'demo-admin';
export const ADMIN_LOGIN_REQUIRED = 'Admin login required';

/** Failed password attempts: per IP, and in total (a slow brute force from many IPs), 15-minute windows. */
export const ADMIN_FAILURES_PER_IP: ThrottleRule = { name: 'admin-login-ip', limit: 10, windowSeconds: 15 * 60 };
export const ADMIN_FAILURES_TOTAL: ThrottleRule = { name: 'admin-login-all', limit: 100, windowSeconds: 15 * 60 };

const failureChecks = (ip: string): ThrottleCheck[] => [
  { rule: ADMIN_FAILURES_PER_IP, subject: ip },
  { rule: ADMIN_FAILURES_TOTAL, subject: 'all' },
];

async function passwordMatches(password: string): Promise<boolean> {
  const hash = process.env.ADMIN_PASSWORD_HASH;
  if (hash) return verifyPassword(password, hash);
  if (!isLocalRun()) throw new Error('ADMIN_PASSWORD_HASH is not set');
  const given = Buffer.from(password);
  const demo = Buffer.from(DEMO_ADMIN_PASSWORD);
  return given.length === demo.length && timingSafeEqual(given, demo);
}

/** 429 while throttled; 401 with SPEC.md's text for a wrong password (counted); returns on success. */
export async function checkAdminPassword(call: Call, password: string): Promise<void> {
  const checks = failureChecks(call.ip);
  await assertNotThrottled(checks);
  if (!(await passwordMatches(password))) {
    await recordHits(checks);
    throw unauthorized(ADMIN_TEXT.invalidPassword);
  }
}

/** The admin session of this request, or 401. */
export async function requireAdmin(call: Call): Promise<Session> {
  const session = await readSession(call.req, ADMIN_SESSION_KIND);
  if (!session) throw unauthorized(ADMIN_LOGIN_REQUIRED);
  return session;
}
