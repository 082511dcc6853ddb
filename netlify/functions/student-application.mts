import type { Config } from '@netlify/functions';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { applicationView } from '../lib/student-portal/application-view';
import { currentApplication } from '../lib/student-portal/portal-session';

/** GET /api/student/application: the signed-in applicant's status, timeline, course and batch (401 otherwise). */
export default handler({ methods: ['GET'] }, async (call) => {
  const record = await currentApplication(call);
  return json({ success: true, application: applicationView(record) });
});

export const config: Config = {
  path: '/api/student/application',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
