import type { Config } from '@netlify/functions';
import { notFound } from '../lib/errors';
import { handler } from '../lib/handler';

/** Any /api/ path no other function claims: 404 JSON (specific function paths take precedence over this one). */
export default handler({}, async () => {
  throw notFound('Not found');
});

export const config: Config = { path: '/api/*' };
