import type { Config } from '@netlify/functions';
import { changeStaff } from '../../src/api/admin';
import { requireStaff } from '../lib/admin-auth';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/body';
import { notFound, refuse } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { enqueueStaffSetup } from '../lib/mail/staff-setup';
import { siteOrigin } from '../lib/site-origin';
import { issueSetupToken, type Member, publicMember, updateMember, withSessionsEnded } from '../lib/staff';

/**
 * POST /api/admin/staff/change (owner): disable a member (their sessions end at once), enable them, set their roles,
 * or reset their sign-in (password and authenticator cleared, sessions ended, a new 24-hour set-up link answered and mailed to the member).
 * An owner cannot disable themself or drop their own owner role (the site would be left without one).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member: owner } = await requireStaff(call, ['owner']);
  const request = await readJson(call.req, changeStaff.request);
  const self = request.email === owner.email;
  if (self && (request.action === 'disable' || (request.action === 'roles' && !request.roles.includes('owner')))) {
    throw refuse(400, 'ownerKeepsOwnAccess');
  }
  const change = (member: Member): Member => {
    switch (request.action) {
      case 'disable':
        return withSessionsEnded({ ...member, disabled: true });
      case 'enable':
        return { ...member, disabled: false };
      case 'roles':
        return { ...member, roles: request.roles };
      case 'reset':
        return withSessionsEnded({ ...member, passwordHash: null, totpSecret: null, recoveryCodeHashes: [] });
    }
  };
  const changed = await updateMember(request.email, change);
  if (!changed) throw notFound('noStaffMember');
  const setupToken = request.action === 'reset' ? await issueSetupToken(request.email) : undefined;
  await appendAudit({
    actor: owner.email,
    action: `staff-${request.action}`,
    record: `staff/${request.email}`,
    before: publicMember(changed.before),
    after: publicMember(changed.after),
  });
  if (!setupToken) return json({ success: true, member: publicMember(changed.after) });
  const delivery = await enqueueStaffSetup({
    email: request.email,
    name: changed.after.name,
    owner: owner.name,
    token: setupToken,
    origin: siteOrigin(call),
    locale: call.locale,
  });
  return json({
    success: true,
    member: publicMember(changed.after),
    setupToken,
    mailed: delivery !== 'not-queued' && delivery !== 'capped',
  });
});

export const config: Config = {
  path: '/api/admin/staff/change',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
