import type { Config } from '@netlify/functions';
import { changeStaff } from '../../src/api/admin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { enqueueStaffSetup } from '../lib/mail/staff-setup';
import { requireStaff } from '../lib/staff/auth';
import { changeMember } from '../lib/staff/change-member';
import { publicMember } from '../lib/staff/members';

/**
 * POST /api/admin/staff/change (owner): disable, enable, set roles, or reset a member's sign-in (change-member.ts);
 * a reset's new 24-hour set-up link is answered and mailed to the member in the owner's page language.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member: owner } = await requireStaff(call, ['owner']);
  const { email, ...change } = await readJson(call.req, changeStaff.request);
  const { member, setupToken } = await changeMember(owner, email, change);
  if (!setupToken) return json({ success: true, member: publicMember(member) });
  const delivery = await enqueueStaffSetup({
    email,
    name: member.name,
    owner: owner.name,
    token: setupToken,
    origin: siteOrigin(call),
    locale: call.locale,
  });
  // Past its address's cap (mail/recipient-cap.ts) the link is not mailed: the owner passes it on.
  const mailed = delivery !== 'not-queued' && delivery !== 'capped';
  return json({ success: true, member: publicMember(member), setupToken, mailed });
});

export const config: Config = {
  path: '/api/admin/staff/change',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
