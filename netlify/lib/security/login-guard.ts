import { z } from 'zod';
import { tooManyRequests } from '../http/errors';
import type { Call } from '../http/handler';
import { isLocalLoopback } from '../http/loopback';
import { type BlobState, readWithEtag, updateBlobState } from '../storage/blob-update';
import { hashedKey } from '../storage/key-hash';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';
import { issueDeviceCookie, type LoginKind, trustedDevice } from './device-cookie';
import { assertNotThrottled, currentHits, recordHits, type ThrottleRule } from './throttle';

/**
 * Sign-in protection shared by the admin, investor and card-holder logins (OWASP's lockout with device cookies):
 *
 * - A trusted device (device-cookie.ts) is limited only by its own failures (`perDevice`): no lockout that others
 *   caused reaches it.
 * - Unknown devices: failures per IP (IPv6 /64) in fixed windows (`perIp`, 429 when reached); per account, every
 *   attempt is recorded BEFORE the credential is checked (so parallel guesses cannot slip past) and remembered for
 *   24 hours: the first `freeFailures` cost nothing, then each waits `baseLockSeconds` doubling up to
 *   `maxLockSeconds`, and (when the policy sets `maxPerDay`) at most that many attempts in any 24 hours; the 429 says
 *   how long remains. A lock that strangers can keep on is a lock on the real member too: where a second factor bounds
 *   guessing (staff), the lock stays short and there is no daily cap.
 * - No global block: when failures from all callers in a window pass `slowdown.startAt`, answers to unknown devices
 *   are slowed, growing to MAX_SLOWDOWN_MS at `slowdown.rule.limit` (where counting stops); a correct credential
 *   still gets through.
 * - In demo mode, loopback callers (every browser of `npm start` and the browser tests) are not limited: their
 *   failures would otherwise pile up on the demo accounts for 24 hours across test runs.
 */
export interface Slowdown {
  rule: ThrottleRule;
  startAt: number;
}

export interface AccountLimit {
  freeFailures: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
  /** At most this many attempts in any 24 hours; none when unset. */
  maxPerDay?: number;
}

export interface LoginPolicy {
  kind: LoginKind;
  perIp: ThrottleRule;
  perDevice: ThrottleRule;
  slowdown: Slowdown;
  perAccount?: AccountLimit;
}

export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
export const MAX_SLOWDOWN_MS = 3000;
const MIN_SLOWDOWN_MS = 100;

/** One blob per account and login kind in the "throttle" store: the unknown-device attempts of the last 24 hours. */
const accountStateSchema = z.object({ attempts: z.array(z.number()) });

/** Milliseconds an account must wait before the next unknown-device attempt, given the attempts of the last 24 h. */
export function accountWaitMs(attempts: readonly number[], limit: AccountLimit, now: number): number {
  const recent = attempts.filter((at) => now - at < FAILURE_MEMORY_MS).sort((a, b) => a - b);
  const waits = [0];
  if (limit.maxPerDay !== undefined && recent.length >= limit.maxPerDay) {
    const oldest = recent[recent.length - limit.maxPerDay] ?? now;
    waits.push(oldest + FAILURE_MEMORY_MS - now);
  }
  if (recent.length >= limit.freeFailures) {
    const lockSeconds = Math.min(
      limit.maxLockSeconds,
      limit.baseLockSeconds * 2 ** (recent.length - limit.freeFailures),
    );
    waits.push((recent.at(-1) ?? now) + lockSeconds * 1000 - now);
  }
  return Math.max(...waits);
}

/** The delay for unknown devices when `hits` failures from everyone fell in the current window. */
export function slowdownMs(hits: number, { rule, startAt }: Slowdown): number {
  if (hits < startAt) return 0;
  const share = (hits - startAt + 1) / Math.max(1, rule.limit - startAt + 1);
  return Math.min(MAX_SLOWDOWN_MS, Math.max(MIN_SLOWDOWN_MS, Math.round(MAX_SLOWDOWN_MS * share)));
}

const accountKey = (kind: LoginKind, account: string) => `account/${kind}/${hashedKey(account)}`;

/**
 * Records an unknown-device attempt on the account, or answers how long it must wait (nothing recorded). `from` is a
 * read of the account's state made before; `recorded` is the state written, for the release to start from.
 */
export async function reserveAccountAttempt(
  kind: LoginKind,
  account: string,
  limit: AccountLimit,
  now: number,
  from?: Promise<BlobState>,
): Promise<{ wait: number; recorded?: BlobState }> {
  const key = accountKey(kind, account);
  const { result, written } = await updateBlobState(
    store('throttle'),
    key,
    key,
    (data) => {
      const stored = parseStored(accountStateSchema, 'throttle', data);
      const attempts = (stored?.attempts ?? []).filter((at) => now - at < FAILURE_MEMORY_MS);
      const wait = accountWaitMs(attempts, limit, now);
      if (wait > 0) return { result: wait };
      return { write: { attempts: [...attempts, now] }, result: 0 };
    },
    from ? { from } : {},
  );
  return written ? { wait: result, recorded: written } : { wait: result };
}

/** Takes back one recorded attempt (it succeeded), starting from the state its reservation wrote when known. */
async function releaseAccountAttempt(kind: LoginKind, account: string, at: number, from?: BlobState): Promise<void> {
  const key = accountKey(kind, account);
  await updateBlobState(
    store('throttle'),
    key,
    key,
    (data) => {
      const stored = parseStored(accountStateSchema, 'throttle', data);
      if (!stored) return { result: undefined };
      const attempts = [...stored.attempts];
      const index = attempts.indexOf(at);
      if (index < 0) return { result: undefined };
      attempts.splice(index, 1);
      return { write: { attempts }, result: undefined };
    },
    from ? { from } : {},
  );
}

export interface LoginAttempt {
  /** The trusted device's id, or null for an unknown device. */
  device: string | null;
  /** When the account attempt was recorded (unknown devices with an account limit). */
  recordedAt: number | null;
  /** The account's state as that record left it, when known: the release starts from it. */
  recorded?: BlobState;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Before checking a credential for `account` (null when the credential itself is the account, as an investor code
 * that did not match): 429 while this caller is limited; otherwise records the attempt and returns it.
 */
export async function beginLogin(
  call: Call,
  policy: LoginPolicy,
  account: string | null,
  now = Date.now(),
): Promise<LoginAttempt> {
  const device = account ? await trustedDevice(call.req, policy.kind, account) : null;
  if (device) {
    await assertNotThrottled([{ rule: policy.perDevice, subject: device }], now);
    return { device, recordedAt: null };
  }
  if (isLocalLoopback(call.ip)) return { device: null, recordedAt: null };
  // What the decision needs is read together (each read waits for the network on Netlify): the IP's limit, the
  // failures from everyone and the account's attempts. The attempt is recorded only once the IP may try.
  const perAccount = account ? policy.perAccount : undefined;
  const accountState = perAccount && account ? readWithEtag(store('throttle'), accountKey(policy.kind, account)) : null;
  accountState?.catch(() => undefined);
  const [, allHits] = await Promise.all([
    assertNotThrottled([{ rule: policy.perIp, subject: call.ip }], now),
    currentHits({ rule: policy.slowdown.rule, subject: 'all' }, now),
  ]);
  let attempt: LoginAttempt = { device: null, recordedAt: null };
  if (perAccount && account && accountState) {
    const { wait, recorded } = await reserveAccountAttempt(policy.kind, account, perAccount, now, accountState);
    if (wait > 0) throw tooManyRequests(wait / 1000);
    attempt = recorded ? { device: null, recordedAt: now, recorded } : { device: null, recordedAt: now };
  }
  const delay = slowdownMs(allHits, policy.slowdown);
  if (delay > 0) await pause(delay);
  return attempt;
}

/**
 * After the check. A failure counts against the trusted device, or against the IP and the slowdown total. A success
 * takes back the account attempt and returns the Set-Cookie value of a fresh device cookie.
 */
export async function finishLogin(
  call: Call,
  policy: LoginPolicy,
  account: string,
  attempt: LoginAttempt,
  success: true,
  now?: number,
): Promise<string>;
export async function finishLogin(
  call: Call,
  policy: LoginPolicy,
  account: string | null,
  attempt: LoginAttempt,
  success: false,
  now?: number,
): Promise<null>;
export async function finishLogin(
  call: Call,
  policy: LoginPolicy,
  account: string | null,
  attempt: LoginAttempt,
  success: boolean,
  now = Date.now(),
): Promise<string | null> {
  if (!success || !account) {
    if (!attempt.device && isLocalLoopback(call.ip)) return null;
    await recordHits(
      attempt.device
        ? [{ rule: policy.perDevice, subject: attempt.device }]
        : [
            { rule: policy.perIp, subject: call.ip },
            { rule: policy.slowdown.rule, subject: 'all' },
          ],
      now,
    );
    return null;
  }
  if (policy.perAccount && attempt.recordedAt !== null) {
    await releaseAccountAttempt(policy.kind, account, attempt.recordedAt, attempt.recorded);
  }
  return issueDeviceCookie(call.req, policy.kind, account);
}
