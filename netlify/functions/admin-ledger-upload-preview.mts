import type { Config } from '@netlify/functions';
import { previewLedgerUpload } from '../../src/api/admin-ledger-upload';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { INVESTOR_STAFF } from '../lib/investors/accounts';
import { readUploadRequest } from '../lib/investors/ledger-upload-request';
import { previewLedgerUpload as preview } from '../lib/investors/preview-ledger-upload';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/upload/preview';

/**
 * POST /api/admin/investors/upload/preview (investor-relations, owner): what the month's file would change, row by
 * row, and every bad row; nothing is written. The answer's seal (token, versions, codes) goes back with the file to
 * apply it.
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const { text } = await readUploadRequest(call.req, previewLedgerUpload.request);
  return json({ success: true, ...(await preview(member.email, text)) });
});

export const config: Config = {
  path: '/api/admin/investors/upload/preview',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
