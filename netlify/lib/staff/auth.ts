import type { StaffRole } from '../../../src/domain/staff';
import { appendAudit } from '../audit';
import { decoyPinHash } from '../cardholders/records';
import { refuse, unauthorized } from '../http/errors';
import type { Call } from '../http/handler';
import { isLocalLoopback } from '../http/loopback';
import { beginLogin, finishLogin, type LoginPolicy } from '../security/login-guard';
import { verifyPassword } from '../security/password-hash';
import { readSession, type Session } from '../security/session';
import { findMember, holdsRole, type Member, mayReuseCode, parseSessionSubject, updateMember } from './members';
import { hashRecoveryCode, matchingTotpStep } from './totp';

/**
 * Staff sign-in: e-mail, password (scrypt) and a second factor (a TOTP code, or one of the member's one-time
 * recovery codes). Every failure, whichever part was wrong, answers the same 401 with the fixed wrong-password text
 * and is written to the audit log. The staff session (kind "admin") names the member's e-mail; it lasts 8 hours,
 * ends after 30 minutes without use, and stops counting when the member is disabled or signs out everywhere.
 */
export const ADMIN_SESSION_KIND = 'admin';
export const ADMIN_SESSION_TTL_SECONDS = 8 * 60 * 60;
export const ADMIN_IDLE_TIMEOUT_SECONDS = 30 * 60;

const FIFTEEN_MINUTES = 15 * 60;
/**
 * A guess needs the password (hard to guess: password-strength.ts) and the authenticator code together, and every
 * failure looks the same, so the account lock only has to slow strangers, never to stop them for long: a lock that
 * strangers drive is a lock on the real member. After 10 free failures in 24 hours each attempt from an unknown device
 * waits 30 s, then 60 s at most, with no daily cap; each stranger is bounded by the per-IP limit (10 failures in 15
 * minutes), and the member's own browser, holding its device cookie, is never locked by others.
 */
export const ADMIN_LOGIN_POLICY: LoginPolicy = {
  kind: 'admin',
  perIp: { name: 'admin-login-ip', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  perDevice: { name: 'admin-login-device', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  slowdown: { rule: { name: 'admin-login-all', limit: 1000, windowSeconds: FIFTEEN_MINUTES }, startAt: 100 },
  perAccount: { freeFailures: 10, baseLockSeconds: 30, maxLockSeconds: 60 },
};

/**
 * Wrong codes after the right password, from unknown devices, that a member takes in 24 hours; past them no code from
 * an unknown device is checked until the oldest is a day old. Only someone who knows the password can cause them, so
 * strangers cannot use this to lock the member out, and the answer is the same 401 as any failure, so it tells
 * nobody the password was right. It bounds guessing the 6-digit code with a stolen password (the short account lock
 * alone would allow about 1,400 tries a day); the member's own browser (device cookie) is not limited by it.
 */
export const MAX_SECOND_FACTOR_FAILURES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const recentSecondFactorFailures = (member: Member, now: number) =>
  member.secondFactorFailures.filter((at) => now - at < DAY_MS);

/**
 * The second factor matches: a TOTP code of a step not used before, or an unused recovery code (used up now). A
 * failure from an unknown device (`trusted` false) is remembered on the member; a success forgets them.
 */
async function acceptSecondFactor(member: Member, code: string, trusted: boolean, now: number): Promise<boolean> {
  const secret = member.totpSecret;
  if (!secret) return false;
  if (!trusted && recentSecondFactorFailures(member, now).length >= MAX_SECOND_FACTOR_FAILURES) return false;
  const step = matchingTotpStep(secret, code, now);
  const recovery = hashRecoveryCode(code);
  let accepted = false;
  await updateMember(member.email, (current) => {
    accepted = false;
    if (step !== null && (step > current.lastTotpStep || mayReuseCode(current.email))) {
      accepted = true;
      return { ...current, lastTotpStep: step, secondFactorFailures: [] };
    }
    if (step === null && current.recoveryCodeHashes.includes(recovery)) {
      accepted = true;
      return {
        ...current,
        recoveryCodeHashes: current.recoveryCodeHashes.filter((hash) => hash !== recovery),
        secondFactorFailures: [],
      };
    }
    if (trusted) return null;
    return { ...current, secondFactorFailures: [...recentSecondFactorFailures(current, now), now] };
  });
  return accepted;
}

/**
 * 429 while this caller is limited; 401 with the fixed wrong-password text (counted, audited); on success the
 * member and the Set-Cookie value of the device cookie.
 */
export async function checkStaffLogin(
  call: Call,
  email: string,
  password: string,
  code: string,
  now = Date.now(),
): Promise<{ member: Member; deviceCookie: string }> {
  const attempt = await beginLogin(call, ADMIN_LOGIN_POLICY, email);
  const member = await findMember(email);
  // One scrypt check either way, so the answer's timing does not tell which e-mails are staff.
  const passwordOk = await verifyPassword(password, member?.passwordHash ?? (await decoyPinHash()));
  const usable = member && !member.disabled && passwordOk;
  // Loopback callers in demo mode are exempt, as from the other limits (login-guard.ts).
  const trusted = attempt.device !== null || isLocalLoopback(call.ip);
  if (!usable || !(await acceptSecondFactor(member, code, trusted, now))) {
    await finishLogin(call, ADMIN_LOGIN_POLICY, email, attempt, false);
    await appendAudit({ actor: email, action: 'sign-in-failed', record: `staff/${email}` }, now);
    throw unauthorized('adminInvalidPassword');
  }
  const deviceCookie = await finishLogin(call, ADMIN_LOGIN_POLICY, email, attempt, true);
  await appendAudit({ actor: email, action: 'sign-in', record: `staff/${email}` }, now);
  return { member, deviceCookie };
}

export interface StaffCall {
  session: Session;
  member: Member;
}

/**
 * The signed-in member of this request, or 401 (no session, disabled, or signed out everywhere since); 403 when
 * `roles` is given and the member holds none of them.
 */
export async function requireStaff(call: Pick<Call, 'req'>, roles?: readonly StaffRole[]): Promise<StaffCall> {
  const session = await readSession(call.req, ADMIN_SESSION_KIND);
  const subject = session ? parseSessionSubject(session.sub) : null;
  const member = subject ? await findMember(subject.email) : null;
  if (!session || !member || member.disabled || member.sessionGeneration !== subject?.generation) {
    throw unauthorized('adminLoginRequired');
  }
  if (roles && !holdsRole(member, roles)) throw refuse(403, 'staffRoleRequired');
  return { session, member };
}
