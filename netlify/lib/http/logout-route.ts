import { clearSessionCookie, readSession, revokeSession } from '../security/session';
import { handler } from './handler';
import { json } from './responses';

/**
 * The logout route of one session kind (admin, investor, card holder): revokes the session on the server and clears
 * its cookie. Idempotent: without a session it still answers success and clears the cookie.
 */
export function logoutRoute(kind: string) {
  return handler({ methods: ['POST'] }, async (call) => {
    const session = await readSession(call.req, kind);
    if (session) await revokeSession(session);
    return json({ success: true }, { headers: { 'Set-Cookie': clearSessionCookie(call.req, kind) } });
  });
}
