import type { Config } from '@netlify/functions';
import { requireStaff } from '../lib/admin-auth';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { INVESTOR_STAFF } from '../lib/investor-accounts';
import { unfinishedLedgerUploads } from '../lib/investors/advance-ledger-upload';

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
