import type { Config } from '@netlify/functions';
import { investorVerify } from '../../src/api/investor';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { resolveInvestorCode } from '../lib/investors/auth';
import { verifiedInvestor } from '../lib/investors/records';

/** POST /api/investor/verify {investorCode} -> the payment-schedule banner's name, code and amount, and the payments. */
export default handler({ methods: ['POST'] }, async (call) => {
  const { investorCode } = await readJson(call.req, investorVerify.request);
  const { record, deviceCookie } = await resolveInvestorCode(call, investorCode);
  return json(
    { success: true, investor: verifiedInvestor(record), transactions: record.transactions },
    { headers: { 'Set-Cookie': deviceCookie } },
  );
});

export const config: Config = {
  path: '/api/investor/verify',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
