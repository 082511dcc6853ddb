import type { Config } from '@netlify/functions';
import { addInvestor as addInvestorContract } from '../../src/api/admin-investors';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { INVESTOR_STAFF } from '../lib/investors/accounts';
import { addInvestor } from '../lib/investors/add-investor';
import { requireStaff } from '../lib/staff/auth';

/** POST /api/admin/investors (investor-relations, owner): a new investor → 201 with its code, shown once. */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const investor = await readJson(call.req, addInvestorContract.request);
  const { investorCode } = await addInvestor({ actor: member.email, investor });
  return json({ success: true, investorCode }, { status: 201 });
});

export const config: Config = {
  path: '/api/admin/investors',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
