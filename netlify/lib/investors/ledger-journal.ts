import { z } from 'zod';
import { uploadCountsSchema } from '../../../src/api/admin-ledger-upload';
import { AUDIT_ACTIONS } from '../../../src/domain/audit-actions';
import { LOCALES } from '../../../src/domain/locale';
import { updateBlob } from '../storage/blob-update';
import { writeIf } from '../storage/conditional-write';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';

/**
 * The journal of a ledger upload (store "ledger-uploads"): the whole intended change, written once (onlyIfNew)
 * before the first investor is written, so an apply cut off at any point can be finished from it, or undone.
 * - `journal/<id>`: every investor write (its text before and after, and the condition it was planned under: the
 *   ETag the plan read, or "new"), every audit entry, every notice; deleted when the upload is done or rolled back.
 * - `state/<id>`: where the apply is (phase and cursor), its counts, and a lease so one caller works at a time.
 * - `open/<id>`: present while the upload is neither done nor rolled back, so a reopened screen finds it.
 * - `notice/<id>/<n>`: taken (onlyIfNew) before notice n is queued, so a resumed apply never mails twice.
 * The id is derived from the preview's seal: the same apply sent twice is one upload.
 */
export const ledgerUploadStore = () => store('ledger-uploads');

const conditionSchema = z.union([
  z.object({ onlyIfNew: z.literal(true) }),
  z.object({ onlyIfMatch: z.string().min(1) }),
]);

/** One investor's write: texts exactly as stored, so "already written" is a comparison of texts. */
const journalWriteSchema = z.object({
  code: z.string().min(1),
  condition: conditionSchema,
  before: z.string().nullable(),
  after: z.string().min(1),
});
export type JournalWrite = z.infer<typeof journalWriteSchema>;

const journalAuditSchema = z.object({
  action: z.enum(AUDIT_ACTIONS),
  record: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type JournalAudit = z.infer<typeof journalAuditSchema>;

const journalNoticeSchema = z.object({ email: z.string(), locale: z.enum(LOCALES) });

export const journalSchema = z.object({
  id: z.string().min(1),
  actor: z.string().min(1),
  fileName: z.string(),
  /** When the upload was applied: the time of every audit entry it writes. */
  at: z.number(),
  origin: z.string(),
  counts: uploadCountsSchema,
  newInvestorCodes: z.array(z.string()),
  writes: z.array(journalWriteSchema),
  audit: z.array(journalAuditSchema),
  notices: z.array(journalNoticeSchema),
});
export type Journal = z.infer<typeof journalSchema>;

/** The steps in order; `rolling-back` replaces the rest when a write finds its investor changed. */
export const PHASES = ['rows', 'index', 'audit', 'notices', 'done', 'rolling-back', 'rolled-back'] as const;
export type Phase = (typeof PHASES)[number];

export const stateSchema = z.object({
  actor: z.string(),
  fileName: z.string(),
  phase: z.enum(PHASES),
  /** Items of the phase done so far (rows: investors written; rolling-back: investors checked). */
  cursor: z.number().int().nonnegative(),
  /** Rows the rollback must look at: every row a write may have reached. */
  reached: z.number().int().nonnegative(),
  rowsTotal: z.number().int().nonnegative(),
  counts: uploadCountsSchema,
  newInvestorCodes: z.array(z.string()),
  leaseUntil: z.number(),
});
export type UploadState = z.infer<typeof stateSchema>;

const journalKey = (id: string) => `journal/${id}`;
const stateKey = (id: string) => `state/${id}`;
const OPEN_PREFIX = 'open/';

/**
 * Stores the journal, then its first state and its open mark, each only where missing: a call cut off between them
 * is completed by the same apply sent again, and two calls that planned at once keep the first journal stored.
 */
export async function writeJournal(journal: Journal): Promise<void> {
  const uploads = ledgerUploadStore();
  await writeIf(uploads, journalKey(journal.id), journal, { onlyIfNew: true });
  const state: UploadState = {
    actor: journal.actor,
    fileName: journal.fileName,
    phase: 'rows',
    cursor: 0,
    reached: 0,
    rowsTotal: journal.writes.length,
    counts: journal.counts,
    newInvestorCodes: journal.newInvestorCodes,
    leaseUntil: 0,
  };
  await writeIf(uploads, stateKey(journal.id), state, { onlyIfNew: true });
  await uploads.set(`${OPEN_PREFIX}${journal.id}`, journal.actor);
}

export const readJournal = async (id: string) =>
  parseStored(journalSchema, 'ledger-uploads', await ledgerUploadStore().get(journalKey(id), { type: 'json' }));

export const readState = async (id: string) =>
  parseStored(stateSchema, 'ledger-uploads', await ledgerUploadStore().get(stateKey(id), { type: 'json' }));

/** Changes the state under its key lock and ETag; `change` returns null to leave it. Answers the state after. */
export const changeState = (id: string, change: (state: UploadState) => UploadState | null) =>
  updateBlob(ledgerUploadStore(), `ledger-uploads:${id}`, stateKey(id), (data) => {
    const state = parseStored(stateSchema, 'ledger-uploads', data);
    if (!state) return { result: null };
    const next = change(state);
    return next ? { write: next, result: next } : { result: state };
  });

/** Takes notice n of the upload; false when an earlier call took it (queued, or lost with that call). */
export const takeNotice = (id: string, index: number) =>
  writeIf(ledgerUploadStore(), `notice/${id}/${index}`, String(Date.now()), { onlyIfNew: true });

/** The uploads neither done nor rolled back. */
export async function openUploads(): Promise<string[]> {
  const { blobs } = await ledgerUploadStore().list({ prefix: OPEN_PREFIX });
  return blobs.map((blob) => blob.key.slice(OPEN_PREFIX.length));
}

/** Removes what only the apply needed: the journal (investor records), the notice marks and the open mark. */
export async function closeJournal(id: string): Promise<void> {
  const uploads = ledgerUploadStore();
  const { blobs } = await uploads.list({ prefix: `notice/${id}/` });
  await Promise.all(blobs.map((blob) => uploads.delete(blob.key)));
  await uploads.delete(journalKey(id));
  await uploads.delete(`${OPEN_PREFIX}${id}`);
}
