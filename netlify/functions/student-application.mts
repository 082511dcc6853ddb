import type { Config } from '@netlify/functions';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { applicationView } from '../lib/student-application-view';
import { currentApplication } from '../lib/student-auth';

/** GET /api/student/application: the signed-in applicant's status, timeline, course and batch (401 otherwise). */
export default handler({ methods: ['GET'] }, async (call) => {
  const record = await currentApplication(call);
  return json({ success: true, application: applicationView(record) });
});

export const config: Config = {
  path: '/api/student/application',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
