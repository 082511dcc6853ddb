import type { Config } from '@netlify/functions';
import { recordTransaction } from '../../src/api/admin-investors';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { adminView, answeringStale, codeParameter, INVESTOR_STAFF } from '../lib/investors/accounts';
import { recordInvestorTransaction } from '../lib/investors/record-transaction';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/:code/transactions';

/**
 * POST /api/admin/investors/:code/transactions (investor-relations, owner): a credit or debit (201 with its ID), or
 * a reversing entry `{ reverses }` dated now (investors/record-transaction.ts). The investor's portal lists it at
 * once; a stale version answers 409 with the investor as it is now.
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const code = codeParameter(call.context.params?.code);
  const { version, ...request } = await readJson(call.req, recordTransaction.request);
  return answeringStale(call.locale, async () => {
    const input = { actor: member.email, code, version, request, origin: siteOrigin(call) };
    const { entry, after } = await recordInvestorTransaction(input);
    const answer = {
      transactionId: entry.transactionId,
      investor: adminView(code, after.record),
      version: after.version,
    };
    return json({ success: true, ...answer }, { status: 201 });
  });
});

export const config: Config = {
  path: '/api/admin/investors/:code/transactions',
  method: 'POST',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
