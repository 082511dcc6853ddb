import type { Config } from '@netlify/functions';
import { previewLedgerUpload } from '../../src/api/admin-ledger-upload';
import { requireStaff } from '../lib/admin-auth';
import { HttpError } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { INVESTOR_STAFF, readVersioned } from '../lib/investor-accounts';
import { planUpload } from '../lib/ledger-upload';
import { readUploadRequest, sealUpload } from '../lib/ledger-upload-request';

const ROUTE = '/api/admin/investors/upload/preview';

/** Reads an investor for the preview: null when no one holds the code. */
const readIfAny = (code: string) =>
  readVersioned(code).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });

/**
 * POST /api/admin/investors/upload/preview (investor-relations, owner): what the month's file would change, row by
 * row, and every bad row; nothing is written. The answer's seal (token, versions, codes) goes back with the file to
 * apply it.
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const { text } = await readUploadRequest(call.req, previewLedgerUpload.request);
  const { rows, problems, counts, versions, codes } = await planUpload(text, readIfAny);
  const token = await sealUpload({ actor: member.email, text, versions, codes });
  return json({ success: true, counts, problems, rows, token, versions, codes });
});

export const config: Config = {
  path: '/api/admin/investors/upload/preview',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
