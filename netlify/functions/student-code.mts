import type { Config } from '@netlify/functions';
import { studentCode } from '../../src/api/student';
import { afterAnswer } from '../lib/http/after-answer';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requestPortalCode } from '../lib/student-portal/request-portal-code';

/** POST /api/student/code {registrationNumber, email}: mails a sign-in code when the pair is an application's. */
export default handler({ methods: ['POST'] }, async (call) => {
  const request = await readJson(call.req, studentCode.request);
  await requestPortalCode({ ...request, ip: call.ip, now: Date.now(), later: afterAnswer(call) });
  return json({ success: true });
});

export const config: Config = {
  path: '/api/student/code',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
