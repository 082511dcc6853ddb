import type { Config } from '@netlify/functions';
import { addCardHolderContract } from '../../src/api/admin-cardholders';
import { addCardHolder } from '../lib/cardholders/add-card-holder';
import { CARD_STAFF_ROLES } from '../lib/cardholders/admin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/**
 * POST /api/admin/cardholders/add (support, owner): a new card with the import's fields and rules; 201 with the card
 * and its generated PIN (answered once, stored only as its scrypt hash); 409 when the number already has a card.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call, CARD_STAFF_ROLES);
  const holder = await readJson(call.req, addCardHolderContract.request);
  const { cardHolder, pin } = await addCardHolder({ actor: member.email, holder, now: new Date() });
  return json({ success: true, cardHolder, pin }, { status: 201 });
});

export const config: Config = {
  path: '/api/admin/cardholders/add',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
