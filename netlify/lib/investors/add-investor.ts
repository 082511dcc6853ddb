import type { addInvestor as addInvestorContract } from '../../../src/api/admin-investors';
import { compactInvestorCode } from '../../../src/domain/investor-code';
import type { z } from '../../../src/domain/zod';
import { appendAudit } from '../audit';
import { tooBusy } from '../http/errors';
import { logError } from '../log';
import { adminView, createInvestor, investorAuditRecord } from './accounts';
import { generateInvestorCode } from './codes';
import { investorRecordSchema, investorStore } from './records';
import { indexInvestor, readShardOf, unindexInvestor } from './search-index';

/** The officer's new investor: the import format's fields without the code. */
export type NewInvestor = z.output<typeof addInvestorContract.request>;

export interface AddInvestorInput {
  /** The officer's e-mail, for the audit log. */
  actor: string;
  investor: NewInvestor;
}

/** Codes drawn before giving up: with 31^8 codes a collision is already rare once. */
const CODE_ATTEMPTS = 5;

/** The record under a new code: the payment terms as the officer gave them, as values and texts both. */
function newRecord(investorCode: string, investor: NewInvestor) {
  const { fullName, investmentAmount, transactions = [], email, preferredLanguage, ...account } = investor;
  return investorRecordSchema.parse({
    account: { uniqueInvestorCode: investorCode, ...account },
    transactions,
    fullName,
    investmentAmount: investmentAmount ?? account.totalAmountInvested,
    ...(email ? { email } : {}),
    ...(preferredLanguage ? { preferredLanguage } : {}),
  });
}

/** Takes back an addition that could not be completed: its list line, then its record. */
async function undoAdd(code: string): Promise<void> {
  await unindexInvestor(code);
  await investorStore().delete(code);
}

/**
 * Adds an investor under a new code (drawn as the import draws it, stored only if no one holds it), lists it and
 * audits it, in that order; the code is shown once to the officer. All or nothing: when listing or auditing fails, the
 * record is taken back before the error is thrown, so the officer's retry adds one investor, not a second one beside
 * an unlisted first, and no audit entry names an addition taken back. The list's shard is read while the record is
 * stored (the line's write starts from that read), so the steps are the record, the line, the audit entry.
 */
export async function addInvestor({ actor, investor }: AddInvestorInput): Promise<{ investorCode: string }> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const investorCode = generateInvestorCode();
    const code = compactInvestorCode(investorCode);
    const record = newRecord(investorCode, investor);
    const shard = readShardOf(code);
    // A failed read counts only once the record is stored (the line's write then throws it, and the record goes back).
    shard.catch(() => undefined);
    if (!(await createInvestor(code, record))) continue;
    try {
      await indexInvestor(code, record, { from: shard });
      const { investorCode: _shownOnce, ...after } = adminView(code, record);
      await appendAudit({ actor, action: 'investor-added', record: investorAuditRecord(code), after });
    } catch (error) {
      await undoAdd(code).catch((undo: unknown) => logError('investors/undo-add', undo));
      throw error;
    }
    return { investorCode };
  }
  throw tooBusy();
}
