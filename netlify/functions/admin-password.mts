import type { Config } from '@netlify/functions';
import { adminChangePassword } from '../../src/api/admin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { issueSession } from '../lib/security/session';
import { ADMIN_IDLE_TIMEOUT_SECONDS, ADMIN_SESSION_KIND, requireStaff } from '../lib/staff/auth';
import { changeOwnPassword } from '../lib/staff/change-password';
import { sessionSubject } from '../lib/staff/members';

/**
 * POST /api/admin/password {currentPassword, newPassword}: the signed-in member's new password (change-password.ts).
 * Every other session of the member ends; this one continues as a new session in the new generation, expiring when
 * the old one would have.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { session, member } = await requireStaff(call);
  const { currentPassword, newPassword } = await readJson(call.req, adminChangePassword.request);
  const changed = await changeOwnPassword(member, currentPassword, newPassword);
  const now = Date.now();
  const { cookie } = await issueSession(
    call.req,
    ADMIN_SESSION_KIND,
    sessionSubject(changed),
    Math.max(1, session.exp - Math.floor(now / 1000)),
    now,
    { idleSeconds: ADMIN_IDLE_TIMEOUT_SECONDS },
  );
  return json({ success: true }, { headers: { 'Set-Cookie': cookie } });
});

export const config: Config = {
  path: '/api/admin/password',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
