import type { Config } from '@netlify/functions';
import { INVESTOR_SESSION_KIND } from '../lib/investor-auth';
import { logoutRoute } from '../lib/logout-route';

/** POST /api/investor/logout: revokes the session on the server and clears the cookie. Idempotent. */
export default logoutRoute(INVESTOR_SESSION_KIND);

export const config: Config = {
  path: '/api/investor/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
