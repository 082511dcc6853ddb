import type { Config } from '@netlify/functions';
import { handler } from '../lib/http/handler';
import { studentFile } from '../lib/student-portal/files';

/** GET /api/student/slip: the signed-in applicant's slip (401 without the session). */
export default handler({ methods: ['GET'] }, (call) => studentFile(call, 'slip'));

export const config: Config = {
  path: '/api/student/slip',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
