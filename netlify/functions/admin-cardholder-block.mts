import type { Config } from '@netlify/functions';
import { blockCardHolderContract } from '../../src/api/admin-cardholders';
import { CARD_STAFF_ROLES } from '../lib/cardholders/admin';
import { blockCard } from '../lib/cardholders/block-card';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/**
 * POST /api/admin/cardholders/block {blocked} (support, owner): a blocked card's sessions end and its sign-in is
 * refused like a wrong PIN; unblocking lets the holder sign in again. 409 when the card changed since the member saw it.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call, CARD_STAFF_ROLES);
  const change = await readJson(call.req, blockCardHolderContract.request);
  const cardHolder = await blockCard({ actor: member.email, ...change });
  return json({ success: true, cardHolder });
});

export const config: Config = {
  path: '/api/admin/cardholders/block',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
