import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, serializeCookie } from './cookies';
import { sessionSecret } from './session-secret';
import { store } from './stores';

/**
 * Signed, expiring session cookies: base64url(JSON payload) "." base64url(HMAC-SHA256(payload)). The payload names
 * the kind of session (investor, admin, …), its subject, a random session id and the expiry. Logout records the
 * session id as revoked in the "sessions" store, so a copied cookie stops working before it expires.
 */
export interface Session {
  kind: string;
  sub: string;
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const cookieName = (kind: string) => `${kind}_session`;
const revokedKey = (sid: string) => `revoked/${sid}`;

async function sign(data: string): Promise<string> {
  return createHmac('sha256', await sessionSecret())
    .update(data)
    .digest('base64url');
}

/** Creates a session and its Set-Cookie value. */
export async function issueSession(
  req: Request,
  kind: string,
  sub: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<{ session: Session; cookie: string }> {
  const session: Session = {
    kind,
    sub,
    sid: randomBytes(16).toString('base64url'),
    exp: Math.floor(now / 1000) + ttlSeconds,
  };
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  const token = `${payload}.${await sign(payload)}`;
  return { session, cookie: serializeCookie(req, cookieName(kind), token, ttlSeconds) };
}

/** The request's valid session of that kind: signature, kind, expiry and revocation checked. Otherwise null. */
export async function readSession(req: Request, kind: string, now = Date.now()): Promise<Session | null> {
  const token = readCookie(req, cookieName(kind));
  if (!token || token.length > 1024) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(await sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let session: Session;
  try {
    session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (session.kind !== kind || typeof session.sub !== 'string' || typeof session.sid !== 'string') return null;
  if (typeof session.exp !== 'number' || session.exp * 1000 <= now) return null;
  const revoked = await store('sessions').get(revokedKey(session.sid), { type: 'text' });
  return revoked === null ? session : null;
}

/** Ends a session on the server: its id is recorded as revoked until it would have expired anyway. */
export async function revokeSession(session: Session): Promise<void> {
  await store('sessions').setJSON(revokedKey(session.sid), { exp: session.exp });
}

/** A Set-Cookie value that removes the session cookie of that kind. */
export function clearSessionCookie(req: Request, kind: string): string {
  return serializeCookie(req, cookieName(kind), '', 0);
}
