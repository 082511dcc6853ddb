import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readCookie, serializeCookie } from '../http/cookies';
import { logError } from '../log';
import { store } from '../storage/stores';
import { openText, sealText } from './sealed-text';

/**
 * Session cookies that reveal nothing: the payload (kind, subject, random session id, expiry, optional idle
 * timeout) is encrypted and authenticated with AES-256-GCM under a key derived from SESSION_SECRET (sealed-text.ts),
 * so no investor code or mobile number can be read from a cookie, and a changed byte makes it invalid; the kind is
 * bound in as associated data.
 *
 * Logout records the session id as revoked in the "sessions" store, so a copied cookie stops working before it
 * expires. A session issued with `idleSeconds` also ends after that long without use: each read records when it
 * was last used (at most once a minute).
 */
export interface Session {
  kind: string;
  sub: string;
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Idle timeout in seconds, when the session has one. */
  idle?: number;
}

const sessionSchema = z.object({
  kind: z.string(),
  sub: z.string(),
  sid: z.string(),
  exp: z.number(),
  idle: z.number().int().positive().optional(),
});
/** The last use of an idle-timed session; exp (its expiry, seconds) tells the daily clean-up when it can go. */
const lastUseSchema = z.object({ at: z.number() });

const cookieName = (kind: string) => `${kind}_session`;
const revokedKey = (sid: string) => `revoked/${sid}`;
const lastUseKey = (sid: string) => `last-use/${sid}`;
/** How stale the recorded last use may get before a read writes it again. */
const LAST_USE_WRITE_INTERVAL_MS = 60_000;
const MAX_TOKEN_LENGTH = 1024;

/** The key's purpose (sealed-text.ts): the same text as ever, so cookies issued before stay valid. */
const COOKIE_PURPOSE = 'session-cookie-key';

const seal = (session: Session) => sealText(COOKIE_PURPOSE, JSON.stringify(session), session.kind);

async function open(token: string, kind: string): Promise<Session | null> {
  const plain = await openText(COOKIE_PURPOSE, token, kind);
  if (plain === null) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(plain));
    if (!parsed.success) return null;
    const { idle, ...session } = parsed.data;
    return idle ? { ...session, idle } : session;
  } catch {
    return null;
  }
}

/** Creates a session and its Set-Cookie value. */
export async function issueSession(
  req: Request,
  kind: string,
  sub: string,
  ttlSeconds: number,
  now = Date.now(),
  { idleSeconds }: { idleSeconds?: number } = {},
): Promise<{ session: Session; cookie: string }> {
  const session: Session = {
    kind,
    sub,
    sid: randomBytes(16).toString('base64url'),
    exp: Math.floor(now / 1000) + ttlSeconds,
    ...(idleSeconds ? { idle: idleSeconds } : {}),
  };
  if (idleSeconds) await store('sessions').setJSON(lastUseKey(session.sid), { at: now, exp: session.exp });
  return { session, cookie: serializeCookie(req, cookieName(kind), await seal(session), ttlSeconds) };
}

/** Hands work that need not delay the answer to the runtime, to finish after it (after-answer.ts). */
export type AfterAnswer = (work: Promise<unknown>) => void;

/**
 * True while an idle-timed session has been used recently enough; records this use. With `afterAnswer` the record is
 * written after the answer instead of before the caller's own calls (each Blobs call waits for the network on
 * Netlify): a record lost there only ends the session sooner, never later, and the next use writes it again.
 */
async function stillActive(session: Session, now: number, afterAnswer?: AfterAnswer): Promise<boolean> {
  if (!session.idle) return true;
  const sessions = store('sessions');
  const recorded = lastUseSchema.safeParse(await sessions.get(lastUseKey(session.sid), { type: 'json' }));
  if (!recorded.success || now - recorded.data.at > session.idle * 1000) return false;
  if (now - recorded.data.at > LAST_USE_WRITE_INTERVAL_MS) {
    const write = sessions.setJSON(lastUseKey(session.sid), { at: now, exp: session.exp });
    if (!afterAnswer) await write;
    else afterAnswer(write.catch((error: unknown) => logError('session/last-use', error)));
  }
  return true;
}

/** The request's valid session of that kind: authenticity, kind, expiry, revocation and idle time checked. */
export async function readSession(req: Request, kind: string, now = Date.now()): Promise<Session | null> {
  const session = await openSession(req, kind, now);
  return session && (await sessionLive(session, now)) ? session : null;
}

/**
 * The request's authentic, unexpired session of that kind, checked without Blobs: a caller that reads records by it
 * reads them alongside `sessionLive` (each Blobs call waits for the network on Netlify) and uses them only when live.
 */
export async function openSession(req: Request, kind: string, now = Date.now()): Promise<Session | null> {
  const token = readCookie(req, cookieName(kind));
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const session = await open(token, kind);
  return session && session.kind === kind && session.exp * 1000 > now ? session : null;
}

/**
 * Whether an opened session is still on: not revoked, and not idle too long (this use recorded, after the answer when
 * `afterAnswer` is given).
 */
export async function sessionLive(session: Session, now = Date.now(), afterAnswer?: AfterAnswer): Promise<boolean> {
  const [revoked, active] = await Promise.all([
    store('sessions').get(revokedKey(session.sid), { type: 'text' }),
    stillActive(session, now, afterAnswer),
  ]);
  return revoked === null && active;
}

/** Ends a session on the server: its id is recorded as revoked until it would have expired anyway. */
export async function revokeSession(session: Session): Promise<void> {
  await store('sessions').setJSON(revokedKey(session.sid), { exp: session.exp });
}

/** A Set-Cookie value that removes the session cookie of that kind. */
export function clearSessionCookie(req: Request, kind: string): string {
  return serializeCookie(req, cookieName(kind), '', 0);
}
