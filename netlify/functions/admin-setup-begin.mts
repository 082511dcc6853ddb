import type { Config } from '@netlify/functions';
import { beginSetup } from '../../src/api/admin';
import { readJson } from '../lib/body';
import { refuse } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { memberOfSetupToken, updateMember } from '../lib/staff';
import { newTotpSecret, totpUri } from '../lib/totp';

/**
 * POST /api/admin/setup/begin {token}: for a valid set-up link, a fresh authenticator secret (kept as pending until
 * finishSetup confirms it with a code) and its otpauth:// URI for the QR code; 400 for a used or expired link.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { token } = await readJson(call.req, beginSetup.request);
  const member = await memberOfSetupToken(token);
  if (!member) throw refuse(400, 'setupLinkInvalid');
  const secret = newTotpSecret();
  await updateMember(member.email, (current) => ({ ...current, pendingTotpSecret: secret }));
  return json({ success: true, name: member.name, email: member.email, secret, uri: totpUri(secret, member.email) });
});

export const config: Config = {
  path: '/api/admin/setup/begin',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
