import type { Config } from '@netlify/functions';
import { CARD_SESSION_KIND } from '../lib/cardholders/records';
import { logoutRoute } from '../lib/http/logout-route';

/** POST /api/auth/logout: ends the card session on the server and clears its cookie. Idempotent. */
export default logoutRoute(CARD_SESSION_KIND);

export const config: Config = {
  path: '/api/auth/logout',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
