import type { StoreName } from '../storage/stores';

/**
 * The stores a backup holds: every store of records, and the derived indexes too (a restore puts back the state the
 * site had, with no reindex step; `npm run reindex:admissions` / `reindex:investors` rebuild them if ever needed).
 * "sessions" is kept for its revocation markers: without them a signed-out session would be valid again, until its
 * own expiry, after a restore. "ledger-uploads" holds the journal of a ledger upload, so an upload interrupted before the
 * backup is finished (or rolled back) after a restore.
 */
export const BACKED_UP_STORES = [
  'investors',
  'investor-index',
  'ledger-uploads',
  'admissions',
  'admission-index',
  'admission-claims',
  'admission-counts',
  'cardholders',
  'voice-profiles',
  'staff',
  'audit',
  'outbox',
  'student-codes',
  'sessions',
] as const satisfies readonly StoreName[];

export type BackedUpStore = (typeof BACKED_UP_STORES)[number];

/** The stores left out, and why (a restore leaves them as they are). */
export const LEFT_OUT_STORES = {
  throttle: 'counters of minutes and hours: a restore only starts them afresh',
  trial: 'free-trial counters: after a restore each browser and IP starts its trial afresh, a bounded cost',
  secrets: 'the generated session key of the local demo server only: a backup must not carry a key',
  backups: 'the snapshots themselves',
} as const satisfies Partial<Record<StoreName, string>>;

/** Every store is either backed up or left out with its reason: a new store that is neither does not compile. */
export const EVERY_STORE_DECIDED: [Exclude<StoreName, BackedUpStore | keyof typeof LEFT_OUT_STORES>] extends [never]
  ? true
  : never = true;
