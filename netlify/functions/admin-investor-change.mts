import type { Config } from '@netlify/functions';
import { changeInvestor } from '../../src/api/admin-investors';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { adminView, answeringStale, codeParameter, INVESTOR_STAFF } from '../lib/investors/accounts';
import { changeInvestorAccount } from '../lib/investors/change-investor';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/:code/change';

/**
 * POST /api/admin/investors/:code/change (investor-relations, owner): the next payment (date, amount), the
 * verification status, the notifications in English and in Hindi, the e-mail and the language
 * (investors/change-investor.ts), on the version the officer saw (409 with the current investor otherwise).
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const code = codeParameter(call.context.params?.code);
  const { version, ...change } = await readJson(call.req, changeInvestor.request);
  return answeringStale(call.locale, async () => {
    const input = { actor: member.email, code, version, change, origin: siteOrigin(call) };
    const after = await changeInvestorAccount(input);
    return json({ success: true, investor: adminView(code, after.record), version: after.version });
  });
});

export const config: Config = {
  path: '/api/admin/investors/:code/change',
  method: 'POST',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
