import type { Config } from '@netlify/functions';
import { renewCardHolderContract } from '../../src/api/admin-cardholders';
import { rechargeEndDateOf } from '../../src/domain/card-holder';
import { CARD_STAFF_ROLES, changeCard } from '../lib/cardholders/admin';
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
  const { rechargeAmount, validity, rechargeEndDate, ...target } = await readJson(
    call.req,
    renewCardHolderContract.request,
  );
  const endDate = rechargeEndDateOf({ validity, rechargeEndDate }, new Date());
  const cardHolder = await changeCard(member, target, 'cardholder-renewed', (record) => ({
    ...record,
    rechargeAmount,
    validity,
    rechargeEndDate: endDate,
  }));
  return json({ success: true, cardHolder });
});

export const config: Config = {
  path: '/api/admin/cardholders/renew',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
