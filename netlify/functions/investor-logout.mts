import type { Config } from '@netlify/functions';
import { logoutRoute } from '../lib/http/logout-route';
import { INVESTOR_SESSION_KIND } from '../lib/investors/auth';

/** POST /api/investor/logout: revokes the session on the server and clears the cookie. Idempotent. */
export default logoutRoute(INVESTOR_SESSION_KIND);

export const config: Config = {
  path: '/api/investor/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
