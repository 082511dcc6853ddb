import type { Config } from '@netlify/functions';
import { adminLogin } from '../../src/api/admin';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { signInStaff } from '../lib/staff/auth';

/**
 * POST /api/admin/login {email, password, code}: the staff session cookie (8 hours, 30 minutes idle) and the device
 * cookie, or 401 with the fixed wrong-password text; 429 saying how long to wait while this caller is limited.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { email, password, code } = await readJson(call.req, adminLogin.request);
  const { member, deviceCookie, sessionCookie } = await signInStaff(call, email, password, code);
  return json(
    { success: true, username: member.name },
    {
      headers: [
        ['Set-Cookie', sessionCookie],
        ['Set-Cookie', deviceCookie],
      ],
    },
  );
});

export const config: Config = {
  path: '/api/admin/login',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
