import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { cardMobileSchema } from '../../src/domain/card-holder';
import { parseCardSearch } from '../../src/domain/card-holder-search';
import { adminCardHolder, CARD_STAFF_ROLES } from '../lib/cardholders/admin';
import { pageOfCardHolders } from '../lib/cardholders/listing';
import { findCardHolder } from '../lib/cardholders/records';
import { notFound, refuse } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { readQuery } from '../lib/http/query';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

// A cursor is the last mobile number of the page before.
const cursor = z.optional(z.string().regex(/^\d{10}$/, 'must be the nextCursor of the page before'));
const querySchema = z.union([
  z.strictObject({ mobile: cardMobileSchema }),
  z.strictObject({ search: z.string(), cursor }),
  z.strictObject({ list: z.literal('all'), cursor }),
]);

/**
 * GET /api/admin/cardholders (support, owner), without the PIN hashes:
 * - `?mobile=…`: the card of that number; 404 otherwise;
 * - `?search=<part of a number or a name>&cursor=`: a page of 50 matching cards in number order
 *   (cardholders/listing.ts); 400 `cardSearchNotUnderstood` for an empty, over-long or odd search;
 * - `?list=all&cursor=`: a page of 50 of every card.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, CARD_STAFF_ROLES);
  const query = readQuery(call.url, querySchema);
  if ('mobile' in query) {
    const record = await findCardHolder(query.mobile);
    if (!record) throw notFound('noCardHolder');
    return json({ success: true, cardHolder: adminCardHolder(query.mobile, record) });
  }
  const search = 'search' in query ? parseCardSearch(query.search) : null;
  if ('search' in query && !search) throw refuse(400, 'cardSearchNotUnderstood');
  return json({ success: true, ...(await pageOfCardHolders(search, query.cursor)) });
});

export const config: Config = {
  path: '/api/admin/cardholders',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
