import type { Config } from '@netlify/functions';
import { addStaff } from '../../src/api/admin';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/http/body';
import { conflict } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { enqueueStaffSetup } from '../lib/mail/staff-setup';
import { requireStaff } from '../lib/staff/auth';
import { createMember, issueSetupToken, newMember, publicMember } from '../lib/staff/members';

/**
 * POST /api/admin/staff/add {email, name, roles} (owner): 201 with the new member and their one-time set-up token,
 * which is also mailed to the member, in the owner's page language.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member: owner } = await requireStaff(call, ['owner']);
  const { email, name, roles } = await readJson(call.req, addStaff.request);
  const member = newMember({ email, name, roles });
  if (!(await createMember(member))) throw conflict('staffEmailTaken');
  const setupToken = await issueSetupToken(member);
  await appendAudit({
    actor: owner.email,
    action: 'staff-added',
    record: `staff/${email}`,
    after: publicMember(member),
  });
  const delivery = await enqueueStaffSetup({
    email,
    name,
    owner: owner.name,
    token: setupToken,
    origin: siteOrigin(call),
    locale: call.locale,
  });
  // Past its address's cap (mail/recipient-cap.ts) the link is not mailed: the owner passes it on.
  const mailed = delivery !== 'not-queued' && delivery !== 'capped';
  return json({ success: true, member: publicMember(member), setupToken, mailed }, { status: 201 });
});

export const config: Config = {
  path: '/api/admin/staff/add',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
