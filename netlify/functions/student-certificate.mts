import type { Config } from '@netlify/functions';
import { handler } from '../lib/http/handler';
import { studentFile } from '../lib/student-portal/files';

/** GET /api/student/certificate: the signed-in applicant's certificate once approved (401 / 403 otherwise). */
export default handler({ methods: ['GET'] }, (call) => studentFile(call, 'certificate'));

export const config: Config = {
  path: '/api/student/certificate',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
