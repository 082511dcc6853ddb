import { chargeFor, FREE_TRIAL_LIMIT, isExhausted } from '../../src/domain/trial';
import { hashedKey } from './blob-update';
import { addToCounter, readCounter } from './exact-counter';
import type { Call } from './handler';
import { json } from './http';
import { isLocalLoopback } from './loopback';
import { SERVER_MESSAGES } from './server-messages';
import { issueSession, readSession } from './session';
import { store } from './stores';

/**
 * The free trial on the server (docs/DECISIONS.md, Security 4): 500 characters in total per anonymous browser (a
 * signed trial cookie) AND per IP; the larger use counts. Each is an exact counter (exact-counter.ts) in the "trial"
 * store with a ceiling of 500: characters are reserved before synthesis (so parallel requests cannot overspend, on
 * Netlify and under `npm start`) and refunded when synthesis fails.
 *
 * In demo mode loopback callers are counted per browser only: every local browser and test shares 127.0.0.1, and
 * the machine would otherwise be out of trial after the first 500 characters.
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
  let browser = session;
  let cookie: string | null = null;
  if (!browser) {
    const issued = await issueSession(req, TRIAL_SESSION_KIND, crypto.randomUUID(), TRIAL_SESSION_TTL_SECONDS);
    browser = issued.session;
    cookie = issued.cookie;
  }
  const countIp = !isLocalLoopback(ip);
  // The cookie's expiry in the key: the daily clean-up (cleanup-job.ts) deletes the count once the cookie is gone.
  const browserKey = `browser/${hashedKey(browser.sub)}/until-${browser.exp * 1000}`;
  return { browserKey, ipKey: countIp ? `ip/${hashedKey(ip)}` : null, cookie };
}

const keysOf = (subject: TrialSubject) => [subject.browserKey, ...(subject.ipKey ? [subject.ipKey] : [])];

/** Characters used: the larger of the browser's and the IP's count. */
export async function trialUsage(subject: TrialSubject): Promise<number> {
  const counts = await Promise.all(keysOf(subject).map((key) => readCounter(trialStore(), key)));
  return Math.max(0, ...counts);
}

/** Reserves `characters` on the browser and the IP, or neither: 403 material when it does not fit. */
export async function reserveTrial(subject: TrialSubject, characters: number): Promise<Reservation> {
  const done: string[] = [];
  const seen: number[] = [];
  for (const key of keysOf(subject)) {
    const { added, total } = await addToCounter(trialStore(), key, characters, { ceiling: FREE_TRIAL_LIMIT });
    seen.push(total);
    if (!added) {
      for (const reserved of done) await addToCounter(trialStore(), reserved, -characters);
      const charactersUsed = Math.max(total, await trialUsage(subject));
      return { ok: false, blocked: isExhausted(charactersUsed), charactersUsed };
    }
    done.push(key);
  }
  return { ok: true, charactersUsed: Math.max(0, ...seen) };
}

/** Gives reserved characters back (synthesis failed). */
export async function refundTrial(subject: TrialSubject, characters: number): Promise<void> {
  for (const key of keysOf(subject)) await addToCounter(trialStore(), key, -characters);
}

export const TRIAL_BLOCKED_MESSAGE = SERVER_MESSAGES.en.trialBlocked;
export const TRIAL_EXCEEDED_MESSAGE = SERVER_MESSAGES.en.trialExceeded;

/**
 * Speech for an anonymous browser, paid from its free trial: reserves the text's characters, runs `work` with the
 * characters used so far, refunds them when `work` fails. When they do not fit: 403 {blocked, charactersUsed,
 * requiresCard}. Either way a browser new to the trial gets its trial cookie.
 */
export async function chargedToTrial(
  call: Call,
  text: string,
  work: (charactersUsed: number) => Promise<Response>,
): Promise<Response> {
  const subject = await trialSubject(call.req, call.ip);
  const characters = chargeFor(text);
  const reservation = await reserveTrial(subject, characters);
  let response: Response;
  if (!reservation.ok) {
    const { blocked, charactersUsed } = reservation;
    response = json(
      {
        success: false,
        error: blocked ? TRIAL_BLOCKED_MESSAGE : TRIAL_EXCEEDED_MESSAGE,
        blocked,
        charactersUsed,
        requiresCard: true,
      },
      { status: 403 },
    );
  } else {
    try {
      response = await work(reservation.charactersUsed);
    } catch (error) {
      await refundTrial(subject, characters);
      throw error;
    }
  }
  if (subject.cookie) response.headers.append('Set-Cookie', subject.cookie);
  return response;
}
