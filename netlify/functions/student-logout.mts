import type { Config } from '@netlify/functions';
import { logoutRoute } from '../lib/http/logout-route';
import { STUDENT_SESSION_KIND } from '../lib/student-portal/portal-session';

/** POST /api/student/logout: revokes the session on the server and clears the cookie. Idempotent. */
export default logoutRoute(STUDENT_SESSION_KIND);

export const config: Config = {
  path: '/api/student/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
