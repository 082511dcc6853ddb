import type { Config } from '@netlify/functions';
import { addCardHolderContract } from '../../src/api/admin-cardholders';
import { rechargeEndDateOf } from '../../src/domain/card-holder';
import { addCard, adminCardHolder, CARD_STAFF_ROLES, newPin } from '../lib/cardholders/admin';
import type { CardHolderRecord } from '../lib/cardholders/records';
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
  const { mobileNumber, rechargeEndDate, ...holder } = await readJson(call.req, addCardHolderContract.request);
  const { pin, pinHash } = await newPin();
  const record: CardHolderRecord = {
    ...holder,
    rechargeEndDate: rechargeEndDateOf({ validity: holder.validity, rechargeEndDate }, new Date()),
    pinHash,
    revision: 0,
  };
  await addCard(member, mobileNumber, record);
  return json({ success: true, cardHolder: adminCardHolder(mobileNumber, record), pin }, { status: 201 });
});

export const config: Config = {
  path: '/api/admin/cardholders/add',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
