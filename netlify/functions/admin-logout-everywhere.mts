import type { Config } from '@netlify/functions';
import { appendAudit } from '../lib/audit';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { clearSessionCookie } from '../lib/security/session';
import { ADMIN_SESSION_KIND, requireStaff } from '../lib/staff/auth';
import { updateMember, withSessionsEnded } from '../lib/staff/members';

/** POST /api/admin/logout-everywhere: ends every session of the signed-in member (other browsers too). */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call);
  await updateMember(member.email, withSessionsEnded);
  await appendAudit({ actor: member.email, action: 'sign-out-everywhere', record: `staff/${member.email}` });
  return json({ success: true }, { headers: { 'Set-Cookie': clearSessionCookie(call.req, ADMIN_SESSION_KIND) } });
});

export const config: Config = {
  path: '/api/admin/logout-everywhere',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
