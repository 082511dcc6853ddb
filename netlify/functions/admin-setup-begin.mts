import type { Config } from '@netlify/functions';
import { beginSetup } from '../../src/api/admin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { beginSetup as openSetupLink } from '../lib/staff/begin-setup';

/**
 * POST /api/admin/setup/begin {token}: for an open set-up link, who it is for and the authenticator secret to scan
 * (with its otpauth:// URI for the QR code); 400 for a used, cancelled or expired link (begin-setup.ts).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { token } = await readJson(call.req, beginSetup.request);
  return json({ success: true, ...(await openSetupLink(token)) });
});

export const config: Config = {
  path: '/api/admin/setup/begin',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
