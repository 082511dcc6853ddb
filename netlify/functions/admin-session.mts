import type { Config } from '@netlify/functions';
import { ADMIN_SESSION_KIND } from '../lib/admin-auth';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { readSession } from '../lib/session';

/** GET /api/admin/session: whether this browser holds a valid admin session (200 either way, for the gate). */
export default handler({ methods: ['GET'] }, async (call) => {
  const session = await readSession(call.req, ADMIN_SESSION_KIND);
  return json(
    session
      ? {
          success: true,
          authenticated: true,
          username: session.sub,
          expiresAt: new Date(session.exp * 1000).toISOString(),
        }
      : { success: true, authenticated: false },
  );
});

export const config: Config = {
  path: '/api/admin/session',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
