import type { Config } from '@netlify/functions';
import { studentLogin } from '../../src/api/student';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { startPortalSession } from '../lib/student-portal/portal-session';
import { redeemPortalCode } from '../lib/student-portal/redeem-portal-code';

/** POST /api/student/login {registrationNumber, code}: the student session cookie, or 401 for a wrong code. */
export default handler({ methods: ['POST'] }, async (call) => {
  const now = Date.now();
  const request = await readJson(call.req, studentLogin.request);
  const { registrationNumber } = await redeemPortalCode({ ...request, ip: call.ip, now });
  const cookie = await startPortalSession(call.req, registrationNumber, now);
  return json({ success: true }, { headers: { 'Set-Cookie': cookie } });
});

export const config: Config = {
  path: '/api/student/login',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
