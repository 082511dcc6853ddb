import type { Config } from '@netlify/functions';
import { continueLedgerUpload } from '../../src/api/admin-ledger-upload';
import { requireStaff } from '../lib/admin-auth';
import { readJson } from '../lib/body';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { INVESTOR_STAFF } from '../lib/investor-accounts';
import { advanceLedgerUpload } from '../lib/investors/advance-ledger-upload';

const ROUTE = '/api/admin/investors/upload/continue';

/**
 * POST /api/admin/investors/upload/continue (investor-relations, owner): writes the next part of an upload cut off
 * or too large for one call (or finishes its rollback), and answers its progress. Any officer may finish it: what it
 * writes was authorised when it was applied.
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const { uploadId } = await readJson(call.req, continueLedgerUpload.request);
  return json({ success: true, ...(await advanceLedgerUpload(uploadId, member.email)) });
});

export const config: Config = {
  path: '/api/admin/investors/upload/continue',
  method: 'POST',
  // One call per part: a 10,000-row file takes a few.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
