import { compactInvestorCode } from '../../../src/domain/investor-code';
import { conflict, refuse } from '../http/errors';
import { sha256Hex } from '../security/signed-token';
import { readWithEtag } from '../storage/blob-update';
import { parseStored } from '../storage/stored-record';
import { investorAuditRecord, investorVersion } from './accounts';
import { type AdvanceOptions, advanceLedgerUpload, type LedgerUploadProgress } from './advance-ledger-upload';
import { type Journal, type JournalAudit, readJournal, readState, writeJournal } from './ledger-journal';
import { planUpload, type UploadPlan } from './ledger-upload';
import { canonical, uploadSealHolds } from './ledger-upload-request';
import { investorRecordSchema, investorStore } from './records';

export interface LedgerUploadRequest {
  actor: string;
  fileName: string;
  text: string;
  token: string;
  versions: Readonly<Record<string, string>>;
  codes: Readonly<Record<string, string>>;
  /** The site's address, for the notices' links. */
  origin: string;
}

/** One upload per preview: the id is the seal's hash, so the same apply sent again resumes the same upload. */
export const uploadIdOf = (token: string) => sha256Hex(token).slice(0, 32);

/**
 * Applies the file exactly as previewed, all or nothing. The file is planned again against the investors as they
 * are now; if any of them changed since the preview (another version, or a code now taken) it is refused with 409
 * and nothing is written. Otherwise the whole change goes into the journal first (ledger-journal.ts), then is
 * written from it (advance-ledger-upload.ts) for at most the budget of this call; the answer says how far it got.
 */
export async function applyLedgerUpload(
  request: LedgerUploadRequest,
  options: AdvanceOptions = {},
): Promise<LedgerUploadProgress> {
  const { actor, text, token, versions, codes } = request;
  if (!(await uploadSealHolds(token, { actor, text, versions, codes }))) throw refuse(400, 'uploadNeedsPreview');
  const id = uploadIdOf(token);
  // An upload started already (done, or cut off before its state was stored) is never planned again: its own writes
  // would make it look stale.
  if (!(await readState(id))) await writeJournal((await readJournal(id)) ?? (await journalOf(id, request)));
  return advanceLedgerUpload(id, actor, options);
}

/** Plans the file against the investors now and turns the plan into the journal; refuses a stale or bad file. */
async function journalOf(id: string, request: LedgerUploadRequest): Promise<Journal> {
  const etags = new Map<string, string>();
  const plan = await planUpload(
    request.text,
    async (code) => {
      const stored = await readWithEtag(investorStore(), code);
      const record = parseStored(investorRecordSchema, 'investors', stored?.data ?? null);
      if (!stored || !record) return null;
      etags.set(code, stored.etag);
      return { record, version: investorVersion(record) };
    },
    request.codes,
  );
  // An investor changed since the preview comes first: it may be what makes a row bad now.
  if (canonical(plan.versions) !== canonical(request.versions) || canonical(plan.codes) !== canonical(request.codes)) {
    throw conflict('uploadChangedMeanwhile');
  }
  if (plan.problems.length > 0) throw refuse(400, 'uploadHasBadRows');
  return {
    id,
    actor: request.actor,
    fileName: request.fileName,
    at: Date.now(),
    origin: request.origin,
    counts: plan.counts,
    newInvestorCodes: plan.rows.filter((row) => row.kind === 'new').map((row) => row.investorCode),
    writes: [...plan.writes].map(([code, { before, after }]) => {
      const etag = etags.get(code);
      return {
        code,
        condition: before && etag ? { onlyIfMatch: etag } : { onlyIfNew: true as const },
        before: before ? JSON.stringify(before) : null,
        after: JSON.stringify(after),
      };
    }),
    audit: [
      ...rowAudit(plan),
      {
        action: 'ledger-upload',
        record: 'investors/upload',
        before: null,
        after: { fileName: request.fileName, ...plan.counts },
      },
    ],
    notices: plan.rows.flatMap((row) => {
      const after = plan.writes.get(compactInvestorCode(row.investorCode))?.after;
      return row.kind === 'changed' && row.newTransactions.length > 0 && after?.email
        ? [{ email: after.email, locale: after.preferredLanguage ?? 'en' }]
        : [];
    }),
  };
}

/** One audit entry per new or changed investor: the fields the row changes, before and after. */
function rowAudit(plan: UploadPlan): JournalAudit[] {
  return plan.rows.flatMap((row) => {
    if (row.kind === 'unchanged') return [];
    const code = compactInvestorCode(row.investorCode);
    const before = plan.writes.get(code)?.before;
    const changed = (side: 'before' | 'after') => Object.fromEntries(row.changes.map((c) => [c.field, c[side]]));
    return [
      {
        action: row.kind === 'new' ? 'investor-added-by-upload' : 'investor-changed-by-upload',
        record: investorAuditRecord(code),
        // A new investor's code is its credential: shown once to the officer, never in the log.
        before: before ? changed('before') : null,
        after: before
          ? { ...changed('after'), newTransactions: row.newTransactions }
          : { fullName: row.fullName, newTransactions: row.newTransactions },
      },
    ];
  });
}
