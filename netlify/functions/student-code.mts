import type { Config } from '@netlify/functions';
import { studentCode } from '../../src/api/student';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requestCode } from '../lib/student-portal/sign-in';

/** POST /api/student/code {registrationNumber, email}: mails a sign-in code when the pair is an application's. */
export default handler({ methods: ['POST'] }, async (call) => {
  await requestCode(call, await readJson(call.req, studentCode.request));
  return json({ success: true });
});

export const config: Config = {
  path: '/api/student/code',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
