import type { Config } from '@netlify/functions';
import { unauthorized } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { currentInvestor } from '../lib/investor-auth';

/** GET /api/investor/session -> the signed-in investor's account and transactions (restores the dashboard). */
export default handler({ methods: ['GET'] }, async (call) => {
  const investor = await currentInvestor(call);
  if (!investor) throw unauthorized('Not signed in');
  return json({ success: true, account: investor.record.account, transactions: investor.record.transactions });
});

export const config: Config = {
  path: '/api/investor/session',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
