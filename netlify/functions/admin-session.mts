import type { Config } from '@netlify/functions';
import { HttpError } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/** GET /api/admin/session: whether this browser holds a valid staff session, with the member's name and roles. */
export default handler({ methods: ['GET'] }, async (call) => {
  try {
    const { session, member } = await requireStaff(call);
    return json({
      success: true,
      authenticated: true,
      username: member.name,
      email: member.email,
      roles: member.roles,
      expiresAt: new Date(session.exp * 1000).toISOString(),
    });
  } catch (error) {
    // 200 either way, for the gate.
    if (error instanceof HttpError && error.status === 401) return json({ success: true, authenticated: false });
    throw error;
  }
});

export const config: Config = {
  path: '/api/admin/session',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
