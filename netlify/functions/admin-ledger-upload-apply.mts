import type { Config } from '@netlify/functions';
import { applyLedgerUpload } from '../../src/api/admin-ledger-upload';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { INVESTOR_STAFF } from '../lib/investors/accounts';
import { applyLedgerUpload as apply } from '../lib/investors/apply-ledger-upload';
import { readUploadRequest } from '../lib/investors/ledger-upload-request';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/upload/apply';

/**
 * POST /api/admin/investors/upload/apply (investor-relations, owner): starts writing what the preview showed, all
 * or nothing (netlify/lib/investors/apply-ledger-upload.ts), and answers its progress; a file too large for one
 * call goes on with /continue.
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const body = await readUploadRequest(call.req, applyLedgerUpload.request);
  const progress = await apply({ ...body, actor: member.email, origin: siteOrigin(call) });
  return json({ success: true, ...progress });
});

export const config: Config = {
  path: '/api/admin/investors/upload/apply',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
