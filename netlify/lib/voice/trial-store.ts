import { FREE_TRIAL_LIMIT, IP_TRIAL_LIMIT, IP_TRIAL_WINDOW_SECONDS, isExhausted } from '../../../src/domain/trial';
import { refusalBody } from '../http/errors';
import type { Call } from '../http/handler';
import { isLocalLoopback } from '../http/loopback';
import { json } from '../http/responses';
import { issueSession, readSession } from '../security/session';
import { addToCounter, readCounter } from '../storage/exact-counter';
import { hashedKey } from '../storage/key-hash';
import { store } from '../storage/stores';

/**
 * The free trial on the server (docs/DECISIONS.md, Security 4): 500 characters in total per anonymous browser (a
 * signed trial cookie), and IP_TRIAL_LIMIT (5,000) per IP in each 24-hour window, shared by every browser and
 * cookie-less client behind that address; a text must fit both. Each is an exact counter (exact-counter.ts) in the
 * "trial" store with its ceiling: characters are reserved before synthesis (so parallel requests cannot overspend, on
 * Netlify and under `npm start`) and refunded when synthesis fails.
 *
 * In demo mode loopback callers are counted per browser only: every local browser and test shares 127.0.0.1, and
 * the machine would otherwise be out of trial after the first 5,000 characters of a day.
 */
export const TRIAL_SESSION_KIND = 'trial';
export const TRIAL_SESSION_TTL_SECONDS = 365 * 24 * 60 * 60;

export interface TrialSubject {
  /** The browser's counter (FREE_TRIAL_LIMIT for good). */
  browserKey: string;
  /** The IP's counter of the current window (IP_TRIAL_LIMIT), or null when the IP is not counted. */
  ipKey: string | null;
  /** Set-Cookie for a browser that had no (valid) trial cookie yet. */
  cookie: string | null;
}

export type Reservation =
  | { ok: true; charactersUsed: number }
  | { ok: false; blocked: boolean; charactersUsed: number };

const trialStore = () => store('trial');

/**
 * The one place that names the browser's counter: `browser/<hashed browser id>/until-<ms>`. The cookie's expiry in
 * the key lets the daily clean-up (cleanup-job.ts) delete the count once the cookie is gone.
 */
export const browserTrialKey = (browserId: string, cookieExpiresAtMs: number) =>
  `browser/${hashedKey(browserId)}/until-${cookieExpiresAtMs}`;

/** The one place that names an IP's counter: `ip/<hashed IP>/until-<window end>`, a new counter every 24 hours. */
export function ipTrialKey(ip: string, now = Date.now()): string {
  const windowMs = IP_TRIAL_WINDOW_SECONDS * 1000;
  return `ip/${hashedKey(ip)}/until-${(Math.floor(now / windowMs) + 1) * windowMs}`;
}

/** The caller's trial identity; issues a trial cookie to a browser that has none. */
export async function trialSubject(req: Request, ip: string, now = Date.now()): Promise<TrialSubject> {
  const session = await readSession(req, TRIAL_SESSION_KIND);
  let browser = session;
  let cookie: string | null = null;
  if (!browser) {
    const issued = await issueSession(req, TRIAL_SESSION_KIND, crypto.randomUUID(), TRIAL_SESSION_TTL_SECONDS);
    browser = issued.session;
    cookie = issued.cookie;
  }
  const ipKey = isLocalLoopback(ip) ? null : ipTrialKey(ip, now);
  return { browserKey: browserTrialKey(browser.sub, browser.exp * 1000), ipKey, cookie };
}

/** Each counter of the subject with its ceiling. */
const countersOf = (subject: TrialSubject) => [
  { key: subject.browserKey, ceiling: FREE_TRIAL_LIMIT },
  ...(subject.ipKey ? [{ key: subject.ipKey, ceiling: IP_TRIAL_LIMIT }] : []),
];

/**
 * Characters used, as the browser sees them: FREE_TRIAL_LIMIT minus what it may still use, which is the lesser of
 * what its own trial and its IP's window have left.
 */
export async function trialUsage(subject: TrialSubject): Promise<number> {
  const left = await Promise.all(
    countersOf(subject).map(async ({ key, ceiling }) => ceiling - (await readCounter(trialStore(), key))),
  );
  return usedAsSeen(left);
}

/** FREE_TRIAL_LIMIT minus the least that any counter has left. */
const usedAsSeen = (left: readonly number[]) => Math.max(0, FREE_TRIAL_LIMIT - Math.max(0, Math.min(...left)));

/** Reserves `characters` on the browser and the IP, or neither: 403 material when it does not fit. */
export async function reserveTrial(subject: TrialSubject, characters: number): Promise<Reservation> {
  const done: string[] = [];
  const left: number[] = [];
  for (const { key, ceiling } of countersOf(subject)) {
    const { added, total } = await addToCounter(trialStore(), key, characters, { ceiling });
    if (!added) {
      for (const reserved of done) await addToCounter(trialStore(), reserved, -characters);
      const charactersUsed = await trialUsage(subject);
      return { ok: false, blocked: isExhausted(charactersUsed), charactersUsed };
    }
    done.push(key);
    left.push(ceiling - total);
  }
  return { ok: true, charactersUsed: usedAsSeen(left) };
}

/** Gives reserved characters back (synthesis failed). */
export async function refundTrial(subject: TrialSubject, characters: number): Promise<void> {
  for (const { key } of countersOf(subject)) await addToCounter(trialStore(), key, -characters);
}

/**
 * Work for an anonymous browser, paid from its free trial: reserves `characters` (a text's chargeFor(), or an image's
 * IMAGE_TRIAL_CHARGE), runs `work` with the characters used so far, refunds them when `work` fails. When they do not
 * fit: 403 {blocked, charactersUsed, requiresCard}. Either way a browser new to the trial gets its trial cookie.
 */
export async function chargedToTrial(
  call: Call,
  characters: number,
  work: (charactersUsed: number) => Promise<Response>,
): Promise<Response> {
  const subject = await trialSubject(call.req, call.ip);
  const reservation = await reserveTrial(subject, characters);
  let response: Response;
  if (!reservation.ok) {
    const { blocked, charactersUsed } = reservation;
    const refusal = { code: blocked ? 'trialBlocked' : 'trialExceeded' } as const;
    response = json(refusalBody(refusal, call.locale, { blocked, charactersUsed, requiresCard: true }), {
      status: 403,
    });
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
