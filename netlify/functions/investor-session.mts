import type { Config } from '@netlify/functions';
import { refusalBody } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { currentInvestor } from '../lib/investors/auth';
import { verifiedInvestor } from '../lib/investors/records';

/**
 * GET /api/investor/session -> the signed-in investor's account and transactions (restores the dashboard) and the
 * payment schedule's investor (so /payment-schedule does not ask a signed-in investor for the code again).
 * Not signed in is an ordinary answer (200, success false), not an error: every logged-out visit asks.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  const investor = await currentInvestor(call);
  if (!investor) return json(refusalBody({ code: 'notSignedIn' }, call.locale));
  const { record } = investor;
  return json({
    success: true,
    account: record.account,
    transactions: record.transactions,
    investor: verifiedInvestor(record),
  });
});

export const config: Config = {
  path: '/api/investor/session',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
