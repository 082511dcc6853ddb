import type { Config } from '@netlify/functions';
import { addInvestor } from '../../src/api/admin-investors';
import { compactInvestorCode } from '../../src/domain/investor-code';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/http/body';
import { tooBusy } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { adminView, createInvestor, INVESTOR_STAFF, investorAuditRecord } from '../lib/investors/accounts';
import { generateInvestorCode } from '../lib/investors/codes';
import { investorRecordSchema } from '../lib/investors/records';
import { indexInvestor } from '../lib/investors/search-index';
import { requireStaff } from '../lib/staff/auth';

/** Codes drawn before giving up: with 31^8 codes a collision is already rare once. */
const CODE_ATTEMPTS = 5;

/**
 * POST /api/admin/investors (investor-relations, owner): the import format's fields without the code → 201 with the
 * new code (drawn as the import draws it, stored only if no one holds it), shown once to the officer.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const {
    fullName,
    investmentAmount,
    transactions = [],
    email,
    preferredLanguage,
    ...account
  } = await readJson(call.req, addInvestor.request);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const investorCode = generateInvestorCode();
    const code = compactInvestorCode(investorCode);
    // The payment terms as the officer gave them, as values and texts both (payment-terms.ts).
    const record = investorRecordSchema.parse({
      account: { uniqueInvestorCode: investorCode, ...account },
      transactions,
      fullName,
      investmentAmount: investmentAmount ?? account.totalAmountInvested,
      ...(email ? { email } : {}),
      ...(preferredLanguage ? { preferredLanguage } : {}),
    });
    if (!(await createInvestor(code, record))) continue;
    await indexInvestor(code, record);
    const { investorCode: _shownOnce, ...after } = adminView(code, record);
    await appendAudit({ actor: member.email, action: 'investor-added', record: investorAuditRecord(code), after });
    return json({ success: true, investorCode }, { status: 201 });
  }
  throw tooBusy();
});

export const config: Config = {
  path: '/api/admin/investors',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
