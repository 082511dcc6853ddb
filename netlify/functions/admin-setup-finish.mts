import type { Config } from '@netlify/functions';
import { finishSetup } from '../../src/api/admin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { finishSetup as finishSetupLink } from '../lib/staff/finish-setup';

/**
 * POST /api/admin/setup/finish {token, password, code}: with a code from the authenticator just scanned, sets the
 * member's password and authenticator, uses up the link, ends the member's sessions and answers the recovery codes
 * (shown once, kept as HMACs); 400 for a link that opens nothing, a wrong code or a weak password (finish-setup.ts).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const details = await readJson(call.req, finishSetup.request);
  return json({ success: true, recoveryCodes: await finishSetupLink(details) });
});

export const config: Config = {
  path: '/api/admin/setup/finish',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
