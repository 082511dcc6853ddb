import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { cardMobileSchema } from '../../src/domain/card-holder';
import { adminCardHolder, CARD_STAFF_ROLES } from '../lib/cardholders/admin';
import { findCardHolder } from '../lib/cardholders/records';
import { notFound } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { readQuery } from '../lib/http/query';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

const querySchema = z.strictObject({ mobile: cardMobileSchema });

/** GET /api/admin/cardholders?mobile=… (support, owner): the card of that number, without its PIN hash; 404 otherwise. */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, CARD_STAFF_ROLES);
  const { mobile } = readQuery(call.url, querySchema);
  const record = await findCardHolder(mobile);
  if (!record) throw notFound('noCardHolder');
  return json({ success: true, cardHolder: adminCardHolder(mobile, record) });
});

export const config: Config = {
  path: '/api/admin/cardholders',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
