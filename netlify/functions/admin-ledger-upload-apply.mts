import type { Config } from '@netlify/functions';
import { applyLedgerUpload } from '../../src/api/admin-ledger-upload';
import { compactInvestorCode } from '../../src/domain/investor-code';
import { requireStaff } from '../lib/admin-auth';
import { appendAudit } from '../lib/audit';
import { readWithEtag } from '../lib/blob-update';
import type { WriteCondition } from '../lib/conditional-write';
import { conflict, refuse } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { WriteConditionFailed, writeAllOrNothing } from '../lib/import/import-rows';
import { INVESTOR_STAFF, investorAuditRecord, investorVersion } from '../lib/investor-accounts';
import { indexInvestors } from '../lib/investor-index';
import { investorRecordSchema, investorStore } from '../lib/investors';
import { planUpload } from '../lib/ledger-upload';
import { canonical, readUploadRequest, uploadSealHolds } from '../lib/ledger-upload-request';
import { enqueueInvestorNotice } from '../lib/mail/investor-notice';
import { siteOrigin } from '../lib/site-origin';
import { parseStored } from '../lib/stored-record';

const ROUTE = '/api/admin/investors/upload/apply';

/**
 * POST /api/admin/investors/upload/apply (investor-relations, owner): writes what the preview showed, all or
 * nothing. The file is planned again against the investors as they are now; if any of them changed since the
 * preview (another version, or a code now taken) it answers 409 and writes nothing. Each write is conditional on
 * the ETag it was planned from, and a failure part-way restores those already written. Then the index, one audit
 * entry per investor and one for the upload, and the mail notice a browser-recorded entry sends (to investors with
 * an e-mail who got new entries).
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const { fileName, text, token, versions, codes } = await readUploadRequest(call.req, applyLedgerUpload.request);
  if (!(await uploadSealHolds(token, { actor: member.email, text, versions, codes }))) {
    throw refuse(400, 'uploadNeedsPreview');
  }
  const etags = new Map<string, string>();
  const plan = await planUpload(
    text,
    async (code) => {
      const stored = await readWithEtag(investorStore(), code);
      const record = parseStored(investorRecordSchema, 'investors', stored?.data ?? null);
      if (!stored || !record) return null;
      etags.set(code, stored.etag);
      return { record, version: investorVersion(record) };
    },
    codes,
  );
  // An investor changed since the preview comes first: it may be what makes a row bad now.
  if (canonical(plan.versions) !== canonical(versions) || canonical(plan.codes) !== canonical(codes)) {
    throw conflict('uploadChangedMeanwhile');
  }
  if (plan.problems.length > 0) throw refuse(400, 'uploadHasBadRows');
  const records = new Map([...plan.writes].map(([code, { after }]) => [code, after]));
  const conditions = new Map<string, WriteCondition>(
    [...plan.writes].map(([code, { before }]) => {
      const etag = etags.get(code);
      return [code, before && etag ? { onlyIfMatch: etag } : { onlyIfNew: true }];
    }),
  );
  try {
    await writeAllOrNothing(investorStore(), records, conditions);
  } catch (error) {
    if (error instanceof WriteConditionFailed) throw conflict('uploadChangedMeanwhile');
    throw error;
  }
  await indexInvestors(records);

  const origin = siteOrigin(call);
  for (const row of plan.rows) {
    if (row.kind === 'unchanged') continue;
    const code = compactInvestorCode(row.investorCode);
    const { before, after } = plan.writes.get(code) ?? {};
    const changed = (side: 'before' | 'after') => Object.fromEntries(row.changes.map((c) => [c.field, c[side]]));
    await appendAudit({
      actor: member.email,
      action: row.kind === 'new' ? 'investor-added-by-upload' : 'investor-changed-by-upload',
      record: investorAuditRecord(code),
      // A new investor's code is its credential: shown once to the officer, never in the log.
      before: before ? changed('before') : null,
      after: before
        ? { ...changed('after'), newTransactions: row.newTransactions }
        : { fullName: row.fullName, newTransactions: row.newTransactions },
    });
    if (before && row.newTransactions.length > 0) {
      await enqueueInvestorNotice({ email: after?.email, origin, locale: after?.preferredLanguage ?? 'en' });
    }
  }
  await appendAudit({
    actor: member.email,
    action: 'ledger-upload',
    record: 'investors/upload',
    after: { fileName, ...plan.counts },
  });
  const newInvestorCodes = plan.rows.filter((row) => row.kind === 'new').map((row) => row.investorCode);
  return json({ success: true, counts: plan.counts, newInvestorCodes });
});

export const config: Config = {
  path: '/api/admin/investors/upload/apply',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
