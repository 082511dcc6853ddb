import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { handler } from '../lib/http/handler';
import { readQuery } from '../lib/http/query';
import { json } from '../lib/http/responses';
import { INVESTOR_STAFF } from '../lib/investors/accounts';
import { pageOfInvestors, searchInvestors } from '../lib/investors/search-index';
import { requireStaff } from '../lib/staff/auth';

const querySchema = z.strictObject({
  q: z.string().trim().max(100, 'q is too long').optional(),
  cursor: z.string().max(40, 'cursor is too long').optional(),
});

/**
 * GET /api/admin/investors?q=&cursor= (investor-relations, owner): 50 investors by code from the index
 * (investor-index.ts), those matching `q` when given, and the next page's cursor.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, INVESTOR_STAFF);
  const { q, cursor } = readQuery(call.url, querySchema);
  const page = q ? await searchInvestors(q, cursor) : await pageOfInvestors(cursor);
  return json({ success: true, ...page });
});

export const config: Config = {
  path: '/api/admin/investors',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
