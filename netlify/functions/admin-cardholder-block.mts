import type { Config } from '@netlify/functions';
import { blockCardHolderContract } from '../../src/api/admin-cardholders';
import { CARD_STAFF_ROLES, changeCard, withCardSessionsEnded } from '../lib/cardholders/admin';
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
  const { blocked, ...target } = await readJson(call.req, blockCardHolderContract.request);
  const action = blocked ? 'cardholder-blocked' : 'cardholder-unblocked';
  const cardHolder = await changeCard(member, target, action, (record) =>
    blocked ? withCardSessionsEnded({ ...record, blocked }) : { ...record, blocked },
  );
  return json({ success: true, cardHolder });
});

export const config: Config = {
  path: '/api/admin/cardholders/block',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
