import type { Config } from '@netlify/functions';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { INVESTOR_SESSION_KIND } from '../lib/investor-auth';
import { clearSessionCookie, readSession, revokeSession } from '../lib/session';

/** POST /api/investor/logout: revokes the session on the server and clears the cookie. Idempotent. */
export default handler({ methods: ['POST'] }, async (call) => {
  const session = await readSession(call.req, INVESTOR_SESSION_KIND);
  if (session) await revokeSession(session);
  return json({ success: true }, { headers: { 'Set-Cookie': clearSessionCookie(call.req, INVESTOR_SESSION_KIND) } });
});

export const config: Config = {
  path: '/api/investor/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
