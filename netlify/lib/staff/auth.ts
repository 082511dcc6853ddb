import type { StaffRole } from '../../../src/domain/staff';
import { appendAudit } from '../audit';
import { decoyPinHash } from '../cardholders/records';
import { afterAnswer } from '../http/after-answer';
import { refuse, unauthorized } from '../http/errors';
import type { Call } from '../http/handler';
import { isLocalLoopback } from '../http/loopback';
import { beginLogin, finishLogin, type LoginPolicy } from '../security/login-guard';
import { verifyPassword } from '../security/password-hash';
import { issueSession, openSession, type Session, sessionLive } from '../security/session';
import type { BlobState } from '../storage/blob-update';
import {
  findMember,
  findMemberState,
  holdsRole,
  type Member,
  mayReuseCode,
  parseSessionSubject,
  sessionSubject,
  updateMember,
} from './members';
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
 * failure from an unknown device (`trusted` false) is remembered on the member; a success forgets them. `read` is the
 * member's blob as read for this sign-in: the update starts from it.
 */
async function acceptSecondFactor(
  member: Member,
  read: BlobState,
  code: string,
  trusted: boolean,
  now: number,
): Promise<boolean> {
  const secret = member.totpSecret;
  if (!secret) return false;
  if (!trusted && recentSecondFactorFailures(member, now).length >= MAX_SECOND_FACTOR_FAILURES) return false;
  const step = matchingTotpStep(secret, code, now);
  const recovery = hashRecoveryCode(code);
  let accepted = false;
  await updateMember(
    member.email,
    (current) => {
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
    },
    read,
  );
  return accepted;
}

/**
 * 429 while this caller is limited; 401 with the fixed wrong-password text (counted, audited); on success the
 * member, the Set-Cookie value of the device cookie and that of the new staff session (8 hours, 30 minutes idle).
 */
export async function signInStaff(
  call: Call,
  email: string,
  password: string,
  code: string,
  now = Date.now(),
): Promise<{ member: Member; deviceCookie: string; sessionCookie: string }> {
  // The member is read alongside the limits (each Blobs call waits for the network on Netlify); the password is
  // checked only once the attempt is let through and recorded, and a failed read counts only then.
  const lookup = findMemberState(email);
  lookup.catch(() => undefined);
  const attempt = await beginLogin(call, ADMIN_LOGIN_POLICY, email);
  const { member, state } = await lookup;
  // One scrypt check either way, so the answer's timing does not tell which e-mails are staff.
  const passwordOk = await verifyPassword(password, member?.passwordHash ?? (await decoyPinHash()));
  const usable = member && !member.disabled && passwordOk;
  // Loopback callers in demo mode are exempt, as from the other limits (login-guard.ts).
  const trusted = attempt.device !== null || isLocalLoopback(call.ip);
  if (!usable || !(await acceptSecondFactor(member, state, code, trusted, now))) {
    await finishLogin(call, ADMIN_LOGIN_POLICY, email, attempt, false);
    await appendAudit({ actor: email, action: 'sign-in-failed', record: `staff/${email}` }, now);
    throw unauthorized('adminInvalidPassword');
  }
  // Signed in: the account attempt's release, the audit entry and the session's first use are written together.
  const [deviceCookie, , { cookie: sessionCookie }] = await Promise.all([
    finishLogin(call, ADMIN_LOGIN_POLICY, email, attempt, true),
    appendAudit({ actor: email, action: 'sign-in', record: `staff/${email}` }, now),
    issueSession(call.req, ADMIN_SESSION_KIND, sessionSubject(member), ADMIN_SESSION_TTL_SECONDS, Date.now(), {
      idleSeconds: ADMIN_IDLE_TIMEOUT_SECONDS,
    }),
  ]);
  return { member, deviceCookie, sessionCookie };
}

export interface StaffCall {
  session: Session;
  member: Member;
}

/**
 * The signed-in member of this request, or 401 (no session, disabled, or signed out everywhere since); 403 when
 * `roles` is given and the member holds none of them.
 */
export async function requireStaff(
  call: Pick<Call, 'req'> & Partial<Pick<Call, 'context'>>,
  roles?: readonly StaffRole[],
): Promise<StaffCall> {
  const opened = await openSession(call.req, ADMIN_SESSION_KIND);
  const subject = opened ? parseSessionSubject(opened.sub) : null;
  // The member is read alongside the session's revocation and idle checks, and counts only when the session is live;
  // the record of this use is written after the answer where the runtime allows (session.ts).
  const [live, member] = await Promise.all([
    opened ? sessionLive(opened, Date.now(), call.context && afterAnswer({ context: call.context })) : false,
    subject ? findMember(subject.email) : null,
  ]);
  const session = live ? opened : null;
  if (!session || !member || member.disabled || member.sessionGeneration !== subject?.generation) {
    throw unauthorized('adminLoginRequired');
  }
  if (roles && !holdsRole(member, roles)) throw refuse(403, 'staffRoleRequired');
  return { session, member };
}
