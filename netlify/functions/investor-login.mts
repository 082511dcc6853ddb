import type { Config } from '@netlify/functions';
import { investorLogin } from '../../src/api/investor';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { INVESTOR_SESSION_KIND, INVESTOR_SESSION_TTL_SECONDS, resolveInvestorCode } from '../lib/investors/auth';
import { issueSession } from '../lib/security/session';

/** POST /api/investor/login {investorCode} -> account and transactions, plus the investor session and device cookies. */
export default handler({ methods: ['POST'] }, async (call) => {
  const { investorCode } = await readJson(call.req, investorLogin.request);
  const { code, record, deviceCookie } = await resolveInvestorCode(call, investorCode);
  const { cookie } = await issueSession(call.req, INVESTOR_SESSION_KIND, code, INVESTOR_SESSION_TTL_SECONDS);
  return json(
    { success: true, account: record.account, transactions: record.transactions },
    {
      headers: [
        ['Set-Cookie', cookie],
        ['Set-Cookie', deviceCookie],
      ],
    },
  );
});

export const config: Config = {
  path: '/api/investor/login',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
