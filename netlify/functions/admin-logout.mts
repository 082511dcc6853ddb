import type { Config } from '@netlify/functions';
import { ADMIN_SESSION_KIND } from '../lib/admin-auth';
import { logoutRoute } from '../lib/logout-route';

/** POST /api/admin/logout: revokes the admin session on the server and clears the cookie. Idempotent. */
export default logoutRoute(ADMIN_SESSION_KIND);

export const config: Config = {
  path: '/api/admin/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
