import type { Config } from '@netlify/functions';
import { finishSetup } from '../../src/api/admin';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/body';
import { refuse } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { hashPassword } from '../lib/password-hash';
import { consumeSetupToken, memberOfSetupToken, updateMember } from '../lib/staff';
import { hashRecoveryCode, matchingTotpStep, newRecoveryCodes } from '../lib/totp';

/**
 * POST /api/admin/setup/finish {token, password, code}: with a code from the authenticator just scanned, sets the
 * member's password and authenticator, uses up the link and answers the recovery codes (shown once, kept hashed).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { token, password, code } = await readJson(call.req, finishSetup.request);
  const member = await memberOfSetupToken(token);
  if (!member?.pendingTotpSecret) throw refuse(400, 'setupLinkInvalid');
  const step = matchingTotpStep(member.pendingTotpSecret, code);
  if (step === null) throw refuse(400, 'setupCodeWrong');
  const recoveryCodes = newRecoveryCodes();
  const passwordHash = await hashPassword(password);
  await updateMember(member.email, (current) => ({
    ...current,
    passwordHash,
    totpSecret: current.pendingTotpSecret,
    pendingTotpSecret: null,
    lastTotpStep: step,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
  }));
  await consumeSetupToken(token);
  await appendAudit({ actor: member.email, action: 'sign-in-set-up', record: `staff/${member.email}` });
  return json({ success: true, recoveryCodes });
});

export const config: Config = {
  path: '/api/admin/setup/finish',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
