import { z } from 'zod';
import { FREE_TRIAL_LIMIT, isExhausted } from '../../src/domain/trial';
import { hashedKey, updateBlob } from './blob-update';
import { HttpError } from './errors';
import { isLocalLoopback } from './loopback';
import { issueSession, readSession } from './session';
import { parseStored } from './stored-record';
import { store } from './stores';

/**
 * The free trial on the server (DECISIONS.md security item 4): 500 characters in total per anonymous browser (a
 * signed trial cookie) AND per IP; the larger use counts. Each is a counter blob in the "trial" store that never
 * exceeds 500: characters are reserved with conditional writes before synthesis (so parallel requests cannot
 * overspend) and refunded when synthesis fails.
 *
 * On a local run (netlify serve, astro dev) loopback callers are counted per browser only: every local browser
 * and test shares 127.0.0.1, and the machine would otherwise be out of trial after the first 500 characters.
 */
export const TRIAL_SESSION_KIND = 'trial';
export const TRIAL_SESSION_TTL_SECONDS = 365 * 24 * 60 * 60;

export interface TrialSubject {
  browserKey: string;
  ipKey: string | null;
  /** Set-Cookie for a browser that had no (valid) trial cookie yet. */
  cookie: string | null;
}

export type Reservation =
  | { ok: true; charactersUsed: number }
  | { ok: false; blocked: boolean; charactersUsed: number };

const trialStore = () => store('trial');

/** The caller's trial identity; issues a trial cookie to a browser that has none. */
export async function trialSubject(req: Request, ip: string): Promise<TrialSubject> {
  const session = await readSession(req, TRIAL_SESSION_KIND);
  let browserId = session?.sub;
  let cookie: string | null = null;
  if (!browserId) {
    const issued = await issueSession(req, TRIAL_SESSION_KIND, crypto.randomUUID(), TRIAL_SESSION_TTL_SECONDS);
    browserId = issued.session.sub;
    cookie = issued.cookie;
  }
  const countIp = !isLocalLoopback(ip);
  return { browserKey: `browser/${hashedKey(browserId)}`, ipKey: countIp ? `ip/${hashedKey(ip)}` : null, cookie };
}

/** One blob per browser or IP in the "trial" store: the characters it has used. */
const trialCounterSchema = z.object({ used: z.number().nonnegative() });

const usedOf = (data: unknown) => parseStored(trialCounterSchema, 'trial', data)?.used ?? 0;

const keysOf = (subject: TrialSubject) => [subject.browserKey, ...(subject.ipKey ? [subject.ipKey] : [])];

/** Characters used: the larger of the browser's and the IP's count. */
export async function trialUsage(subject: TrialSubject): Promise<number> {
  const counts = await Promise.all(
    keysOf(subject).map(async (key) => usedOf(await trialStore().get(key, { type: 'json' }))),
  );
  return Math.max(0, ...counts);
}

const busy = () => new HttpError(429, 'Too many requests at once. Please try again.', { 'Retry-After': '1' });

/** Adds `delta` to one counter when the result stays within 0..500; answers whether it did and the count seen. */
async function adjust(key: string, delta: number): Promise<{ ok: boolean; used: number }> {
  const outcome = await updateBlob(trialStore(), `trial/${key}`, key, (data) => {
    const used = usedOf(data);
    const next = used + delta;
    if (delta > 0 && next > FREE_TRIAL_LIMIT) return { result: { ok: false, used } };
    return { write: { used: Math.max(0, next) }, result: { ok: true, used: Math.max(0, next) } };
  });
  if (outcome === null) throw busy();
  return outcome;
}

/** Reserves `characters` on the browser and the IP, or neither: 403 material when it does not fit. */
export async function reserveTrial(subject: TrialSubject, characters: number): Promise<Reservation> {
  const done: string[] = [];
  const seen: number[] = [];
  for (const key of keysOf(subject)) {
    const { ok, used } = await adjust(key, characters);
    seen.push(used);
    if (!ok) {
      for (const reserved of done) await adjust(reserved, -characters);
      const charactersUsed = Math.max(used, await trialUsage(subject));
      return { ok: false, blocked: isExhausted(charactersUsed), charactersUsed };
    }
    done.push(key);
  }
  return { ok: true, charactersUsed: Math.max(0, ...seen) };
}

/** Gives reserved characters back (synthesis failed). */
export async function refundTrial(subject: TrialSubject, characters: number): Promise<void> {
  for (const key of keysOf(subject)) await adjust(key, -characters);
}
