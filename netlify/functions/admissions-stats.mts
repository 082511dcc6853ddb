import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { admissionStats as contract } from '../../src/api/admissions';
import { APPLICATION_READERS } from '../../src/domain/staff';
import { admissionStats } from '../lib/admissions/stats';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/**
 * GET /api/admissions/stats (admissions, owner; 401 without a session): the back office's admissions charts, from the
 * index and the counts (netlify/lib/admissions/stats.ts): a bounded number of Blobs operations whatever the number of
 * applications.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, APPLICATION_READERS);
  const answer = { success: true, ...(await admissionStats()) } satisfies z.input<typeof contract.response>;
  return json(answer);
});

export const config: Config = {
  path: '/api/admissions/stats',
  method: 'GET',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
