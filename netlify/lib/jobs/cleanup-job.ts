import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { DAY_MS } from '../../../src/domain/admin-summary';
import { CHANGES_PREFIX, foldSettled } from '../admissions/counts';
import { type StoreName, store } from '../storage/stores';
import { storedCodeExpiry } from '../student-portal/portal-codes';

/**
 * The daily clean-up (netlify/functions/cleanup-expired.mts; `npm start` runs it too): deletes what has expired in
 * the stores written per window and never rewritten, one listing page (up to 1,000 keys) at a time, so it stays
 * cheap at any size and can stop at its time budget and go on the next day. Safe while the site is in use: a key
 * is deleted only when its own name or value says it expired more than GRACE_MS ago, so no live key goes.
 *
 * - "throttle", "trial": a counter window's keys carry `until-<ms>`, the end of the window or of the trial cookie
 *   (throttle.ts, trial-store.ts; the mail caps per recipient are throttle windows, mail/recipient-cap.ts); nothing
 *   writes to a window after its end.
 * - "sessions": `revoked/<sid>` = { exp } and `last-use/<sid>` = { at, exp } (session.ts) outlive their session's
 *   expiry for nothing; a last-use marker written before it carried exp goes a session lifetime after its last use.
 * - "outbox": `failed/until-<ms>/<id>`, a mail given up, kept for staff until then (mail/outbox.ts);
 * - "student-codes": a sign-in code's blob, once the code has expired (student-portal/portal-codes.ts);
 * - "admission-claims": `<identity>/<day>` decides duplicates for that day and the next only (admissions.ts).
 * - "admission-counts": count changes already folded into the totals (admission-counts.ts), folded first.
 */
export const GRACE_MS = 60 * 60 * 1000;
/** The longest session a last-use marker can belong to (the trial's cookie, a year). */
export const LONGEST_SESSION_MS = 366 * DAY_MS;
/** How long one run may work before it stops (a scheduled function has 30 s on Netlify). */
export const RUN_BUDGET_MS = 20_000;
const DELETE_CONCURRENCY = 50;

const UNTIL = /(?:^|\/)until-(\d+)(?:\/|$)/;
/** The expiry a key carries in its name, or null. */
export const expiryInKey = (key: string): number | null => {
  const match = UNTIL.exec(key);
  return match ? Number(match[1]) : null;
};

const sessionMarkerSchema = z.object({ exp: z.number().optional(), at: z.number().optional() });

/** When a session marker expires (ms), from its value. */
function sessionMarkerExpiry(key: string, data: unknown): number | null {
  const marker = sessionMarkerSchema.safeParse(data);
  if (!marker.success) return null;
  if (marker.data.exp !== undefined) return marker.data.exp * 1000;
  if (key.startsWith('last-use/') && marker.data.at !== undefined) return marker.data.at + LONGEST_SESSION_MS;
  return null;
}

export type CleanupReport = Partial<Record<StoreName, number>> & { complete: boolean };

interface Sweep {
  name: StoreName;
  prefix?: string;
  /** The key's expiry in ms (null: keep), from its name or, when needed, its value. */
  expiry: (key: string, read: () => Promise<unknown>) => Promise<number | null> | number | null;
}

async function inChunks<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += DELETE_CONCURRENCY) {
    await Promise.all(items.slice(i, i + DELETE_CONCURRENCY).map(work));
  }
}

/** Deletes a store's expired keys page by page; false when the budget ran out first. */
async function sweep(
  { name, prefix, expiry }: Sweep,
  now: number,
  deadline: number,
  counted: CleanupReport,
): Promise<boolean> {
  const target: Store = store(name);
  for await (const page of target.list({ paginate: true, ...(prefix ? { prefix } : {}) })) {
    const expired: string[] = [];
    await inChunks(page.blobs, async ({ key }) => {
      const at = await expiry(key, () => target.get(key, { type: 'json' }));
      if (at !== null && at < now - GRACE_MS) expired.push(key);
    });
    await inChunks(expired, (key) => target.delete(key));
    counted[name] = (counted[name] ?? 0) + expired.length;
    if (Date.now() > deadline) return false;
  }
  return true;
}

/** `through`: the last count change folded into the totals. */
const sweeps = (now: number, through: string): Sweep[] => [
  { name: 'throttle', expiry: expiryInKey },
  { name: 'trial', expiry: expiryInKey },
  { name: 'outbox', prefix: 'failed/', expiry: expiryInKey },
  { name: 'student-codes', expiry: async (_key, read) => storedCodeExpiry(await read()) },
  { name: 'sessions', prefix: 'revoked/', expiry: async (key, read) => sessionMarkerExpiry(key, await read()) },
  { name: 'sessions', prefix: 'last-use/', expiry: async (key, read) => sessionMarkerExpiry(key, await read()) },
  {
    name: 'admission-claims',
    // A claim of day d is read on days d and d + 1 (admissions.ts): it expires at the end of d + 1.
    expiry: (key) => (Number(key.slice(key.lastIndexOf('/') + 1)) + 2) * DAY_MS,
  },
  {
    name: 'admission-counts',
    prefix: CHANGES_PREFIX,
    expiry: (key) => (key <= through ? now - GRACE_MS - 1 : null),
  },
];

/** Runs every sweep once, within RUN_BUDGET_MS; the report counts the keys deleted per store. */
export async function removeExpired(now = Date.now(), budgetMs = RUN_BUDGET_MS): Promise<CleanupReport> {
  const deadline = Date.now() + budgetMs;
  const { through } = await foldSettled(now);
  const report: CleanupReport = { complete: true };
  for (const each of sweeps(now, through)) {
    if (!(await sweep(each, now, deadline, report))) return { ...report, complete: false };
  }
  return report;
}
