import type { AdminInvestor } from '../../../src/api/admin-investors';
import { compactInvestorCode, displayInvestorCode, isWellFormedInvestorCode } from '../../../src/domain/investor-code';
import type { LedgerRefusal } from '../../../src/domain/ledger';
import type { Locale } from '../../../src/domain/locale';
import type { StaffRole } from '../../../src/domain/staff';
import { conflict, HttpError, notFound, refusalBody } from '../http/errors';
import { json } from '../http/responses';
import { readWithEtag } from '../storage/blob-update';
import { writeIf } from '../storage/conditional-write';
import { withKeyLock } from '../storage/key-lock';
import { parseStored } from '../storage/stored-record';
import { type InvestorRecord, investorRecordSchema, investorStore } from './records';

/**
 * The back office's reads and writes of one investor record. A read answers the record's `version` (its revision,
 * raised by every write); a write names the version the officer saw and is refused with StaleInvestor (409, with the
 * record as it is now) when another officer saved in between. The write itself is conditional (onlyIfMatch on the
 * ETag of what it read) and holds the record's key lock (blob-update.ts says why both).
 */
export interface VersionedInvestor {
  code: string;
  record: InvestorRecord;
  version: string;
}

/** 409: someone saved this investor after the version the write names. */
export class StaleInvestor extends HttpError {
  readonly current: VersionedInvestor;
  constructor(current: VersionedInvestor) {
    super(409, { code: 'investorChangedMeanwhile' });
    this.current = current;
  }
}

const lockKey = (code: string) => `investors:${code}`;

/** The compact code of a route parameter, or 404 when it cannot be a code. */
export function codeParameter(parameter: string | undefined): string {
  let text = parameter ?? '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape is simply not a code.
  }
  const code = compactInvestorCode(text);
  if (!isWellFormedInvestorCode(code)) throw notFound('noInvestor');
  return code;
}

/** The version a write names: the record's revision (its ETag would cost a listing per read on the local sandbox). */
export const investorVersion = (record: InvestorRecord) => String(record.revision ?? 0);

/** The investor and its version, or 404. */
export async function readVersioned(code: string): Promise<VersionedInvestor> {
  const record = parseStored(investorRecordSchema, 'investors', await investorStore().get(code, { type: 'json' }));
  if (!record) throw notFound('noInvestor');
  return { code, record, version: investorVersion(record) };
}

/**
 * Applies `change` to the investor and writes it on the version it was read at; `expected` (the version the officer
 * saw) must still be current when given. `change` may throw to refuse (nothing is written). Answers the record
 * before and after, and the new version.
 */
export function changeVersioned(
  code: string,
  expected: string | undefined,
  change: (record: InvestorRecord) => InvestorRecord,
): Promise<{ before: InvestorRecord; after: VersionedInvestor }> {
  return withKeyLock(lockKey(code), async () => {
    const stored = await readWithEtag(investorStore(), code);
    const record = parseStored(investorRecordSchema, 'investors', stored?.data ?? null);
    if (!stored || !record) throw notFound('noInvestor');
    const current = { code, record, version: investorVersion(record) };
    if (expected !== undefined && expected !== current.version) throw new StaleInvestor(current);
    const after = investorRecordSchema.parse({ ...change(record), revision: (record.revision ?? 0) + 1 });
    // Another instance may have written between the read and this write: the ETag condition catches it.
    if (!(await writeIf(investorStore(), code, after, { onlyIfMatch: stored.etag }))) {
      throw new StaleInvestor(await readVersioned(code));
    }
    return { before: record, after: { code, record: after, version: investorVersion(after) } };
  });
}

/** Stores a new investor under a code no one holds; false when the code is taken. */
export const createInvestor = (code: string, record: InvestorRecord) =>
  writeIf(investorStore(), code, investorRecordSchema.parse(record), { onlyIfNew: true });

/** The investor as staff see it: the import format's fields, with the code. */
export function adminView(code: string, record: InvestorRecord): AdminInvestor {
  const { uniqueInvestorCode: _code, ...account } = record.account;
  return {
    investorCode: displayInvestorCode(code),
    fullName: record.fullName,
    investmentAmount: record.investmentAmount,
    ...account,
    transactions: record.transactions,
    ...(record.email ? { email: record.email } : {}),
    ...(record.preferredLanguage ? { preferredLanguage: record.preferredLanguage } : {}),
  };
}

/** The audit log's record name of an investor. */
export const investorAuditRecord = (code: string) => `investor/${displayInvestorCode(code)}`;

/** The route's answer, or for a stale version the 409 with the investor as it is now, for the page to show. */
export async function answeringStale(locale: Locale, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StaleInvestor)) throw error;
    const { code, record, version } = error.current;
    return json(refusalBody(error.refusal, locale, { investor: adminView(code, record), version }), {
      status: error.status,
    });
  }
}

const LEDGER_REFUSALS = {
  'unknown-transaction': () => notFound('noTransaction'),
  'already-reversed': () => conflict('alreadyReversed'),
  'reversal-of-reversal': () => conflict('reversalOfReversal'),
  'duplicate-id': () => conflict('tooBusy'),
} satisfies Record<LedgerRefusal, () => HttpError>;

/** The error that refuses a ledger write. */
export const ledgerRefusal = (refusal: LedgerRefusal) => LEDGER_REFUSALS[refusal]();

/** The roles that manage investor accounts. */
export const INVESTOR_STAFF: readonly StaffRole[] = ['investor-relations', 'owner'];
