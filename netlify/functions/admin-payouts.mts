import type { Config } from '@netlify/functions';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { INVESTOR_STAFF } from '../lib/investors/accounts';
import { payoutsByMonth } from '../lib/investors/search-index';
import { requireStaff } from '../lib/staff/auth';

/**
 * GET /api/admin/payouts (investor-relations, owner): money paid out to investors per month of the last 12, summed
 * from the index's lines (search-index.ts): one listing and one read per shard (at most 31), whatever the number of
 * investors.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, INVESTOR_STAFF);
  return json({ success: true, months: await payoutsByMonth() });
});

export const config: Config = {
  path: '/api/admin/payouts',
  method: 'GET',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
