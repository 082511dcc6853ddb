import type { Config } from '@netlify/functions';
import { studentLogin } from '../../src/api/student';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { signIn } from '../lib/student-portal/sign-in';

/** POST /api/student/login {registrationNumber, code}: the student session cookie, or 401 for a wrong code. */
export default handler({ methods: ['POST'] }, async (call) => {
  const cookie = await signIn(call, await readJson(call.req, studentLogin.request));
  return json({ success: true }, { headers: { 'Set-Cookie': cookie } });
});

export const config: Config = {
  path: '/api/student/login',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
