import { expect } from 'vitest';
import login from '../../netlify/functions/investor-login.mts';
import { callFunction, cookieFrom, freshIp } from './call';

/** Signs an investor in through the real login function (from an IP of its own) and gives the session cookie. */
export async function investorSignIn(investorCode: string): Promise<string> {
  const response = await callFunction(login, '/api/investor/login', {
    method: 'POST',
    body: { investorCode },
    ip: freshIp(),
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}
