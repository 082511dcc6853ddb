import type { UploadProgress } from '../../../src/api/admin-ledger-upload';
import { appendAudit } from '../audit';
import { notFound } from '../http/errors';
import { enqueueInvestorNotice } from '../mail/investor-notice';
import { readWithEtag } from '../storage/blob-update';
import { writeIf } from '../storage/conditional-write';
import { inParallel } from '../storage/in-parallel';
import {
  changeState,
  closeJournal,
  type Journal,
  type JournalWrite,
  openUploads,
  type Phase,
  readJournal,
  readState,
  takeNotice,
  type UploadState,
} from './ledger-journal';
import { type InvestorRecord, investorRecordSchema, investorStore } from './records';
import { indexInvestors } from './search-index';

/**
 * Writes an upload from its journal (ledger-journal.ts), one phase after the other: the investors, the index, the
 * audit entries, the notices. Every step can run again without effect (an investor already holding its text after
 * counts as written, audit entries have fixed keys, a notice is taken before it is queued), so a call cut off
 * anywhere is finished by the next call from the state's cursor. When a write finds its investor changed by someone
 * else, the upload is rolled back instead: every investor it wrote gets its text before again (a new one is
 * deleted), and nothing of it stays; the index, audit and notices come after the last investor, so they never need
 * undoing.
 */
export type LedgerUploadProgress = Omit<UploadProgress, 'success'>;

export interface AdvanceOptions {
  /** How long this call may work before answering (the next call goes on). */
  budgetMs?: number;
}

/** Half the 30 s `netlify serve` gives a synchronous function (Netlify: 60 s): room for a last part and the answer. */
export const APPLY_BUDGET_MS = 15_000;
/** Writes in flight at once: fast on Netlify and the local server alike, without flooding either. */
export const PARALLEL_WRITES = 8;
/** Items between two saves of the cursor: at most this many are looked at again after a cut. */
const CHUNK = 200;
/** A lease outlives its call's budget by this much, for the call's last chunk and its answer. */
const LEASE_MARGIN_MS = 10_000;

const TERMINAL: readonly Phase[] = ['done', 'rolled-back'];

/** Writes one investor under its planned condition; 'changed' when someone else wrote it first. */
async function writeInvestor({ code, condition, after }: JournalWrite): Promise<'written' | 'changed'> {
  if (await writeIf(investorStore(), code, after, condition)) return 'written';
  // A write of ours that an earlier call made (its answer lost with the call) left exactly this text.
  return (await investorStore().get(code, { type: 'text' })) === after ? 'written' : 'changed';
}

/** Puts back the text before of an investor that holds this upload's text after; leaves any other alone. */
async function restoreInvestor({ code, before, after }: JournalWrite): Promise<void> {
  const current = await readWithEtag(investorStore(), code);
  if (!current || JSON.stringify(current.data) !== after) return;
  if (before === null) await investorStore().delete(code);
  else await writeIf(investorStore(), code, before, { onlyIfMatch: current.etag });
}

const afterRecords = (journal: Journal) =>
  new Map<string, InvestorRecord>(
    journal.writes.map(({ code, after }) => [code, investorRecordSchema.parse(JSON.parse(after))]),
  );

/** The audit key of entry n of an upload: fixed, so writing it again adds nothing. */
export const ledgerAuditKey = (uploadId: string, index: number) => `${uploadId}-${index}`;

/** One chunk of the current phase; the state after it. */
async function step(journal: Journal, state: UploadState): Promise<Partial<UploadState>> {
  const { cursor } = state;
  switch (state.phase) {
    case 'rows': {
      const chunk = journal.writes.slice(cursor, cursor + CHUNK);
      const reached = cursor + chunk.length;
      // Saved before writing, so a rollback after a cut looks at every investor this chunk may have written.
      if (state.reached < reached) await changeState(journal.id, (s) => ({ ...s, reached }));
      const results = await inParallel(chunk, PARALLEL_WRITES, writeInvestor);
      if (results.includes('changed')) return { phase: 'rolling-back', cursor: 0, reached };
      return reached === journal.writes.length ? { phase: 'index', cursor: 0, reached } : { cursor: reached, reached };
    }
    case 'index':
      await indexInvestors(afterRecords(journal));
      return { phase: 'audit', cursor: 0 };
    case 'audit': {
      const chunk = journal.audit.slice(cursor, cursor + CHUNK);
      await inParallel(chunk, PARALLEL_WRITES, (entry, index) =>
        appendAudit(
          { actor: journal.actor, ...entry, idempotencyKey: ledgerAuditKey(journal.id, cursor + index) },
          journal.at,
        ),
      );
      const next = cursor + chunk.length;
      return next === journal.audit.length ? { phase: 'notices', cursor: 0 } : { cursor: next };
    }
    case 'notices': {
      const chunk = journal.notices.slice(cursor, cursor + CHUNK);
      await inParallel(chunk, PARALLEL_WRITES, async ({ email, locale }, index) => {
        if (await takeNotice(journal.id, cursor + index)) {
          await enqueueInvestorNotice({ email, locale, origin: journal.origin });
        }
      });
      const next = cursor + chunk.length;
      return next === journal.notices.length ? { phase: 'done', cursor: 0 } : { cursor: next };
    }
    case 'rolling-back': {
      const chunk = journal.writes.slice(cursor, Math.min(cursor + CHUNK, state.reached));
      await inParallel(chunk, PARALLEL_WRITES, restoreInvestor);
      const next = cursor + chunk.length;
      return next >= state.reached ? { phase: 'rolled-back', cursor: 0 } : { cursor: next };
    }
    default:
      return {};
  }
}

/** The progress an officer sees; the new codes only for the officer who applied the upload. */
export function progressOf(id: string, state: UploadState, viewer: string): LedgerUploadProgress {
  const rowsApplied =
    state.phase === 'rows' ? state.cursor : ['rolling-back', 'rolled-back'].includes(state.phase) ? 0 : state.rowsTotal;
  return {
    uploadId: id,
    state: state.phase === 'done' ? 'done' : state.phase === 'rolled-back' ? 'rolled-back' : 'applying',
    rowsApplied,
    rowsTotal: state.rowsTotal,
    counts: state.counts,
    newInvestorCodes: state.phase === 'done' && viewer === state.actor ? state.newInvestorCodes : [],
  };
}

/**
 * Goes on with upload `id` for at most the budget and answers where it is. A call that finds another holding the
 * upload's lease answers the progress without working; a lease left by a call cut off expires after its budget.
 */
export async function advanceLedgerUpload(
  id: string,
  viewer: string,
  { budgetMs = APPLY_BUDGET_MS }: AdvanceOptions = {},
): Promise<LedgerUploadProgress> {
  const deadline = Date.now() + budgetMs;
  const lease = deadline + LEASE_MARGIN_MS;
  let state = await changeState(id, (s) =>
    TERMINAL.includes(s.phase) || s.leaseUntil > Date.now() ? null : { ...s, leaseUntil: lease },
  );
  if (!state) throw notFound('noLedgerUpload');
  if (state.leaseUntil !== lease) {
    if (TERMINAL.includes(state.phase)) await closeJournal(id);
    return progressOf(id, state, viewer);
  }
  try {
    const journal = await readJournal(id);
    if (!journal) throw new Error(`ledger upload ${id}: the journal is missing before the upload ended`);
    // One part at least, however short the budget, so every call moves the upload on.
    do {
      const change = await step(journal, state);
      state = (await changeState(id, (s) => ({ ...s, ...change }))) ?? state;
    } while (!TERMINAL.includes(state.phase) && Date.now() < deadline);
  } finally {
    state = (await changeState(id, (s) => ({ ...s, leaseUntil: 0 }))) ?? state;
  }
  if (TERMINAL.includes(state.phase)) await closeJournal(id);
  return progressOf(id, state, viewer);
}

/** The uploads not finished yet, where each is (without working on them), for a screen that opens to resume. */
export async function unfinishedLedgerUploads(viewer: string): Promise<LedgerUploadProgress[]> {
  const states = await Promise.all((await openUploads()).map(async (id) => [id, await readState(id)] as const));
  return states.flatMap(([id, state]) => (state ? [progressOf(id, state, viewer)] : []));
}

/**
 * For the scheduled job: goes on with each unfinished upload in turn, within one budget in all, so an upload cut
 * off and never reopened is still finished (or rolled back).
 */
export async function resumeLedgerUploads(budgetMs = APPLY_BUDGET_MS) {
  const deadline = Date.now() + budgetMs;
  const open = await openUploads();
  let resumed = 0;
  let ended = 0;
  for (const id of open) {
    if (Date.now() >= deadline) break;
    // The job sees no new codes: they are the officer's to hand out.
    const progress = await advanceLedgerUpload(id, 'scheduled-job', { budgetMs: deadline - Date.now() });
    resumed += 1;
    if (progress.state !== 'applying') ended += 1;
  }
  return { open: open.length, resumed, ended };
}
