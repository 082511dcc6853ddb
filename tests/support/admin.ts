import adminLogin from '../../netlify/functions/admin-login.mts';
import { callFunction, cookieFrom, freshIp } from './call';

/** Signs the demo admin in from a fresh address and returns the session cookie, ready to send as Cookie. */
export async function adminSessionCookie(): Promise<string> {
  const response = await callFunction(adminLogin, '/api/admin/login', {
    method: 'POST',
    body: { password: 'demo-admin' },
    ip: freshIp(),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return cookieFrom(response);
}
