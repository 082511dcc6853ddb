import type { Config } from '@netlify/functions';
import { adminLogin } from '../../src/api/admin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { issueSession } from '../lib/security/session';
import {
  ADMIN_IDLE_TIMEOUT_SECONDS,
  ADMIN_SESSION_KIND,
  ADMIN_SESSION_TTL_SECONDS,
  checkStaffLogin,
} from '../lib/staff/auth';
import { sessionSubject } from '../lib/staff/members';

/**
 * POST /api/admin/login {email, password, code}: the staff session cookie (8 hours, 30 minutes idle) and the device
 * cookie, or 401 with the fixed wrong-password text; 429 saying how long to wait while this caller is limited.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { email, password, code } = await readJson(call.req, adminLogin.request);
  const { member, deviceCookie } = await checkStaffLogin(call, email, password, code);
  const { cookie } = await issueSession(
    call.req,
    ADMIN_SESSION_KIND,
    sessionSubject(member),
    ADMIN_SESSION_TTL_SECONDS,
    Date.now(),
    { idleSeconds: ADMIN_IDLE_TIMEOUT_SECONDS },
  );
  return json(
    { success: true, username: member.name },
    {
      headers: [
        ['Set-Cookie', cookie],
        ['Set-Cookie', deviceCookie],
      ],
    },
  );
});

export const config: Config = {
  path: '/api/admin/login',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
