import type { Config } from '@netlify/functions';
import { CARD_SESSION_KIND } from '../lib/cardholders';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { clearSessionCookie, readSession, revokeSession } from '../lib/session';

/** POST /api/auth/logout: ends the card session on the server and clears its cookie. Idempotent. */
export default handler({ methods: ['POST'] }, async (call) => {
  const session = await readSession(call.req, CARD_SESSION_KIND);
  if (session) await revokeSession(session);
  return json({ success: true }, { headers: { 'Set-Cookie': clearSessionCookie(call.req, CARD_SESSION_KIND) } });
});

export const config: Config = {
  path: '/api/auth/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
