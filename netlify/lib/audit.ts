import { randomBytes } from 'node:crypto';
import { type AuditEntryView, auditEntrySchema } from '../../src/api/admin';
import { writeIf } from './conditional-write';
import { hashedKey } from './key-hash';
import { parseStored } from './stored-record';
import { store } from './stores';

/**
 * The audit log: one append-only entry per staff write and per sign-in (failed ones too). Entries are written
 * with onlyIfNew under keys no one reuses, and no function updates or deletes them; the daily clean-up does not
 * sweep this store, so they outlive the 10 years the investment records are kept. Values before and after never
 * hold a password, PIN, TOTP secret, recovery code or set-up link (callers pass only what is safe to show).
 *
 * Each entry is stored three times, so every filter reads one prefix newest first: `all/`, `record/<record>/` and
 * `actor/<hash of the e-mail>/`. A key starts with the inverted time, so the listing's order is newest first.
 */
type AuditEntry = AuditEntryView;

/** The most entries one read returns. */
export const AUDIT_PAGE_SIZE = 500;
/** Entries read at once. */
const READ_BATCH = 50;
const LATEST_MS = 9_999_999_999_999;
const timePart = (ms: number) => String(LATEST_MS - ms).padStart(13, '0');
const recordPrefix = (record: string) => `record/${encodeURIComponent(record)}/`;
const actorPrefix = (actor: string) => `actor/${hashedKey(actor)}/`;

export interface AuditWrite {
  actor: string;
  action: string;
  record: string;
  before?: unknown;
  after?: unknown;
  /**
   * The action's own id (letters, digits, dashes) when a retry of it may append again: with the same `now` it
   * writes the same keys, which onlyIfNew keeps to one entry.
   */
  idempotencyKey?: string;
}

/** Appends one entry. */
export async function appendAudit(
  { actor, action, record, before = null, after = null, idempotencyKey }: AuditWrite,
  now = Date.now(),
) {
  const entry: AuditEntry = { at: new Date(now).toISOString(), actor, action, record, before, after };
  const id = `${timePart(now)}-${idempotencyKey ?? randomBytes(6).toString('hex')}`;
  const audit = store('audit');
  await Promise.all(
    ['all/', recordPrefix(record), actorPrefix(actor)].map((prefix) =>
      writeIf(audit, `${prefix}${id}`, entry, { onlyIfNew: true }),
    ),
  );
}

export interface AuditFilter {
  record?: string | undefined;
  actor?: string | undefined;
  /** Inclusive bounds, milliseconds. */
  from?: number | undefined;
  to?: number | undefined;
}

/** The entries that match, newest first, at most AUDIT_PAGE_SIZE. */
export async function readAudit({ record, actor, from, to }: AuditFilter): Promise<AuditEntry[]> {
  const audit = store('audit');
  const prefix = record ? recordPrefix(record) : actor ? actorPrefix(actor) : 'all/';
  // Keys carry the inverted time: the newest bound is the smallest key part.
  const newest = to === undefined ? '' : timePart(to);
  const oldest = from === undefined ? null : timePart(from);
  const keys: string[] = [];
  for await (const page of audit.list({ prefix, paginate: true })) {
    for (const { key } of page.blobs) {
      const time = key.slice(prefix.length, prefix.length + 13);
      if (time < newest || (oldest !== null && time > oldest)) continue;
      keys.push(key);
    }
  }
  keys.sort();
  const entries: AuditEntry[] = [];
  for (let start = 0; start < keys.length && entries.length < AUDIT_PAGE_SIZE; start += READ_BATCH) {
    const batch = await Promise.all(
      keys
        .slice(start, start + READ_BATCH)
        .map(async (key) => parseStored(auditEntrySchema, 'audit', await audit.get(key, { type: 'json' }))),
    );
    for (const entry of batch) {
      if (entry && (!actor || entry.actor === actor) && (!record || entry.record === record)) entries.push(entry);
    }
  }
  return entries.slice(0, AUDIT_PAGE_SIZE);
}
