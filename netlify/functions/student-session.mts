import type { Config } from '@netlify/functions';
import { refusalBody } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { applicationView } from '../lib/student-portal/application-view';
import { applicationOfSession } from '../lib/student-portal/portal-session';

/**
 * GET /api/student/session -> the signed-in applicant's application, which restores the portal after a reload.
 * Not signed in is an ordinary answer (200, success false), not an error: every signed-out visit asks, and a 401
 * would be logged in the browser's console on each of them.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  const record = await applicationOfSession(call);
  if (!record) return json(refusalBody({ code: 'notSignedIn' }, call.locale));
  return json({ success: true, application: applicationView(record) });
});

export const config: Config = {
  path: '/api/student/session',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
