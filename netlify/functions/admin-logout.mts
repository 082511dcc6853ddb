import type { Config } from '@netlify/functions';
import { logoutRoute } from '../lib/http/logout-route';
import { ADMIN_SESSION_KIND } from '../lib/staff/auth';

/** POST /api/admin/logout: revokes the admin session on the server and clears the cookie. Idempotent. */
export default logoutRoute(ADMIN_SESSION_KIND);

export const config: Config = {
  path: '/api/admin/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
