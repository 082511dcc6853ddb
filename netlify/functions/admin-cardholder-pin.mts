import type { Config } from '@netlify/functions';
import { resetCardPinContract } from '../../src/api/admin-cardholders';
import { CARD_STAFF_ROLES } from '../lib/cardholders/admin';
import { resetCardPin } from '../lib/cardholders/reset-card-pin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/**
 * POST /api/admin/cardholders/pin (support, owner): a new generated PIN, answered once; every session of the card
 * ends (the holder signs in again with the new PIN). 409 when the card changed since the member saw it.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call, CARD_STAFF_ROLES);
  const target = await readJson(call.req, resetCardPinContract.request);
  const { cardHolder, pin } = await resetCardPin({ actor: member.email, ...target });
  return json({ success: true, cardHolder, pin });
});

export const config: Config = {
  path: '/api/admin/cardholders/pin',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
