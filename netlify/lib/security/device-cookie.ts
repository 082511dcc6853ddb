import { hashedKey } from '../storage/key-hash';
import { issueSession, readSession } from './session';

/**
 * OWASP's "device cookie": after a successful sign-in the browser gets an HttpOnly, encrypted cookie naming the
 * account it signed into (as a hash). A browser that presents it for the account it is signing into is a trusted
 * device: lockouts that other callers caused do not apply to it, only a limit on its own failures.
 */
export type LoginKind = 'admin' | 'investor' | 'card';

export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 60 * 60;

const deviceKind = (login: LoginKind) => `${login}-device`;

/** The Set-Cookie value of a fresh device cookie for this account. */
export async function issueDeviceCookie(req: Request, login: LoginKind, account: string): Promise<string> {
  return (await issueSession(req, deviceKind(login), hashedKey(account), DEVICE_COOKIE_TTL_SECONDS)).cookie;
}

/** The device id when the request carries a valid device cookie for this very account, else null. */
export async function trustedDevice(req: Request, login: LoginKind, account: string): Promise<string | null> {
  const device = await readSession(req, deviceKind(login));
  return device && device.sub === hashedKey(account) ? device.sid : null;
}
