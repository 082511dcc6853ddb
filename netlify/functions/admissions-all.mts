import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/admin-auth';
import { listAdmissions } from '../lib/admissions';
import { handler } from '../lib/handler';
import { json } from '../lib/http';

/** GET /api/admissions/all: every application, for the admin session only (401 otherwise). */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireAdmin(call);
  return json({ success: true, applications: await listAdmissions() });
});

export const config: Config = {
  path: '/api/admissions/all',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
