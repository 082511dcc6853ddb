import type { Config } from '@netlify/functions';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { INVESTOR_STAFF } from '../lib/investors/accounts';
import { unfinishedLedgerUploads } from '../lib/investors/advance-ledger-upload';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/upload/open';

/** GET /api/admin/investors/upload/open (investor-relations, owner): the uploads not finished, for the screen to resume. */
export default handler({ methods: ['GET'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  return json({ success: true, uploads: await unfinishedLedgerUploads(member.email) });
});

export const config: Config = {
  path: '/api/admin/investors/upload/open',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
