import type { Config } from '@netlify/functions';
import { renewCardHolderContract } from '../../src/api/admin-cardholders';
import { CARD_STAFF_ROLES } from '../lib/cardholders/admin';
import { renewCard } from '../lib/cardholders/renew-card';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/**
 * POST /api/admin/cardholders/renew (support, owner): a recharge sets the amount, the validity and the end date
 * (without one, validity days from today, as the import does); 409 when the card changed since the member saw it.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call, CARD_STAFF_ROLES);
  const recharge = await readJson(call.req, renewCardHolderContract.request);
  const cardHolder = await renewCard({ actor: member.email, ...recharge, now: new Date() });
  return json({ success: true, cardHolder });
});

export const config: Config = {
  path: '/api/admin/cardholders/renew',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
