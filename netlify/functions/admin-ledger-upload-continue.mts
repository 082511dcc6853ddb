import type { Config } from '@netlify/functions';
import { continueLedgerUpload } from '../../src/api/admin-ledger-upload';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { INVESTOR_STAFF } from '../lib/investors/accounts';
import { advanceLedgerUpload } from '../lib/investors/advance-ledger-upload';
import { requireStaff } from '../lib/staff/auth';

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
