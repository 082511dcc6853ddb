import { createHash, randomBytes } from 'node:crypto';
import { type AuditEntryView, auditEntrySchema } from '../../src/api/admin';
import type { AuditAction } from '../../src/domain/audit-actions';
import { INDIA_UTC_OFFSET_MS, indiaIsoDate } from '../../src/domain/india-time';
import { currentRequest } from './http/request-context';
import { writeIf } from './storage/conditional-write';
import { inParallel } from './storage/in-parallel';
import { hashedKey } from './storage/key-hash';
import { parseStored } from './storage/stored-record';
import { store } from './storage/stores';

/**
 * The audit log: one append-only entry per staff write, per sign-in (failed ones too) and per download or export of
 * personal data. Entries are written with onlyIfNew under keys no one reuses, and no function updates or deletes
 * them; the daily clean-up does not sweep this store, so they outlive the 10 years the investment records are kept.
 * Values before and after never hold a password, PIN, TOTP secret, recovery code or set-up link (callers pass only
 * what is safe to show). An entry written while a request is handled carries the caller's address and browser
 * (request-context.ts); one written by a script has neither.
 *
 * Events are stored three times, so every filter reads one prefix newest first: `all/`, `record/<record>/` and
 * `actor/<hash of the e-mail>/`. Refusals (failed sign-ins), which anyone on the internet can cause, are stored only
 * under `refusals/<inverted India day>/`, so no number of them pushes a real event out of view, and a day's count is
 * the number of keys under its prefix. Every key ends with the inverted time and a random part, so a listing's order
 * is newest first and a key is a cursor that no later entry moves.
 */
type AuditEntry = AuditEntryView;

/** Entries in one page of the log. */
export const AUDIT_PAGE_SIZE = 50;
/** Entries read at once: the largest page asked for (an investor's 100) in one network wait instead of one per batch. */
const READ_CONCURRENCY = 100;
/** The actions anyone can cause without an account: kept apart from the events (see above). */
export const REFUSAL_ACTIONS: ReadonlySet<string> = new Set(['sign-in-failed']);
/** Days of refusal counts the log answers with, today first. */
export const REFUSAL_COUNT_DAYS = 7;

const LATEST_MS = 9_999_999_999_999;
const LATEST_DAY = 99_999;
const DAY_MS = 86_400_000;
const timePart = (ms: number) => String(LATEST_MS - ms).padStart(13, '0');
const indiaDay = (ms: number) => Math.floor((ms + INDIA_UTC_OFFSET_MS) / DAY_MS);
const dayPart = (ms: number) => String(LATEST_DAY - indiaDay(ms)).padStart(5, '0');
const recordPrefix = (record: string) => `record/${encodeURIComponent(record)}/`;
const actorPrefix = (actor: string) => `actor/${hashedKey(actor)}/`;
const REFUSALS = 'refusals/';

/** A page's cursor: the last key it showed, less the listing's prefix (a refusal's starts with its day). */
export const AUDIT_CURSOR = /^(?:\d{5}\/)?\d{13}-[0-9a-f]{12}$/;
/** The inverted time inside a key (the 13 digits before the random part). */
const KEY_TIME = /(\d{13})-[0-9a-f]{12}$/;

export interface AuditWrite {
  actor: string;
  action: AuditAction;
  record: string;
  before?: unknown;
  after?: unknown;
  /**
   * The action's own id (letters, digits, dashes) when a retry of it may append again: with the same `now` it
   * writes the same keys, which onlyIfNew keeps to one entry.
   */
  idempotencyKey?: string;
}

/** An entry's id: 12 hex characters, random, or a hash of the action's own key so that a retry writes the same keys. */
export const auditEntryId = (idempotencyKey: string | undefined) =>
  idempotencyKey === undefined
    ? randomBytes(6).toString('hex')
    : createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12);

/**
 * Appends one entry: a refusal under `refusals/`, any other action under its three event prefixes. A caller that may
 * write the same entry again (a retried decision, a resumed upload) passes its `idempotencyKey` and the same `now`
 * each time: the keys are then the same and the second write adds nothing.
 */
export async function appendAudit(
  { actor, action, record, before = null, after = null, idempotencyKey }: AuditWrite,
  now = Date.now(),
) {
  const request = currentRequest();
  const entry: AuditEntry = {
    at: new Date(now).toISOString(),
    actor,
    action,
    record,
    before,
    after,
    ...(request ? { ip: request.ip } : {}),
    ...(request?.userAgent ? { userAgent: request.userAgent } : {}),
  };
  const key = `${timePart(now)}-${auditEntryId(idempotencyKey)}`;
  const prefixes = REFUSAL_ACTIONS.has(action)
    ? [`${REFUSALS}${dayPart(now)}/`]
    : ['all/', recordPrefix(record), actorPrefix(actor)];
  const audit = store('audit');
  // Every copy is settled before the request answers (a failure is thrown once all have ended): a refused request
  // leaves no write still running behind its answer.
  const writes = await Promise.allSettled(
    prefixes.map((prefix) => writeIf(audit, `${prefix}${key}`, entry, { onlyIfNew: true })),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) throw failed.reason;
}

export interface AuditFilter {
  /** The refusals instead of the events. */
  refusals?: boolean | undefined;
  record?: string | undefined;
  actor?: string | undefined;
  /** Inclusive bounds, milliseconds. */
  from?: number | undefined;
  to?: number | undefined;
  /** The page after this one (a nextCursor this function answered). */
  cursor?: string | undefined;
  /** Entries per page (AUDIT_PAGE_SIZE unless given). */
  limit?: number | undefined;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next page, or null at the end. */
  nextCursor: string | null;
}

/**
 * One page of the entries that match, newest first. The refusals are filtered by record and actor after reading
 * (they have no prefix of their own), so a page of them may hold fewer entries than the limit and still go on.
 */
export async function readAudit({
  refusals = false,
  record,
  actor,
  from,
  to,
  cursor,
  limit = AUDIT_PAGE_SIZE,
}: AuditFilter): Promise<AuditPage> {
  const audit = store('audit');
  const prefix = refusals ? REFUSALS : record ? recordPrefix(record) : actor ? actorPrefix(actor) : 'all/';
  // Keys carry the inverted time: the newest bound is the smallest time part.
  const newest = to === undefined ? '' : timePart(to);
  const oldest = from === undefined ? null : timePart(from);
  const after = cursor === undefined ? '' : `${prefix}${cursor}`;
  const keys: string[] = [];
  for await (const listed of audit.list({ prefix, paginate: true })) {
    for (const { key } of listed.blobs) {
      const time = KEY_TIME.exec(key)?.[1];
      if (time === undefined || key <= after || time < newest || (oldest !== null && time > oldest)) continue;
      keys.push(key);
    }
  }
  keys.sort();
  const pageKeys = keys.slice(0, limit);
  const read = await inParallel(pageKeys, READ_CONCURRENCY, async (key) =>
    parseStored(auditEntrySchema, 'audit', await audit.get(key, { type: 'json' })),
  );
  const entries = read.filter(
    (entry): entry is AuditEntry =>
      entry !== null && (!actor || entry.actor === actor) && (!record || entry.record === record),
  );
  const last = pageKeys.at(-1);
  const nextCursor = keys.length > limit && last !== undefined ? last.slice(prefix.length) : null;
  return { entries, nextCursor };
}

export interface RefusalCount {
  /** A day in India, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** How many refusals each of the last REFUSAL_COUNT_DAYS days (India's) holds, today first. */
export async function countRefusals(now = Date.now()): Promise<RefusalCount[]> {
  const audit = store('audit');
  return Promise.all(
    Array.from({ length: REFUSAL_COUNT_DAYS }, async (_, back) => {
      const at = now - back * DAY_MS;
      let count = 0;
      for await (const listed of audit.list({ prefix: `${REFUSALS}${dayPart(at)}/`, paginate: true })) {
        count += listed.blobs.length;
      }
      return { day: indiaIsoDate(new Date(at)), count };
    }),
  );
}
