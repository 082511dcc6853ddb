import type { Config } from '@netlify/functions';
import { ADMIN_SESSION_KIND } from '../lib/admin-auth';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { clearSessionCookie, readSession, revokeSession } from '../lib/session';

/** POST /api/admin/logout: revokes the admin session on the server and clears the cookie. Idempotent. */
export default handler({ methods: ['POST'] }, async (call) => {
  const session = await readSession(call.req, ADMIN_SESSION_KIND);
  if (session) await revokeSession(session);
  return json({ success: true }, { headers: { 'Set-Cookie': clearSessionCookie(call.req, ADMIN_SESSION_KIND) } });
});

export const config: Config = {
  path: '/api/admin/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
