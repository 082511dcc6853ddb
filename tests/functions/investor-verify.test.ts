import { describe, expect, it } from 'vitest';
import login from '../../netlify/functions/investor-login.mts';
import verify from '../../netlify/functions/investor-verify.mts';
import { INVESTOR_LOGIN_POLICY } from '../../netlify/lib/investors/auth';
import { investorStore } from '../../netlify/lib/investors/records';
import { investorVerifyAnswerSchema as investorVerifyResponseSchema } from '../../src/api/investor';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';

const PATH = '/api/investor/verify';
const post = (body: unknown, ip = freshIp()) => callFunction(verify, PATH, { method: 'POST', body, ip });

setUpTestBlobs();

describe('POST /api/investor/verify', () => {
  it('answers the name, display code, investment amount, plan and payments, with a device cookie but no session', async () => {
    const response = await post({ investorCode: 'atvn demo-0001' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['investor-device_session']);
    const body = investorVerifyResponseSchema.parse(await response.json());
    const stored = await investorStore().get('ATVNDEMO0001', { type: 'json' });
    expect(body).toEqual({
      success: true,
      investor: {
        fullName: 'Rohan Mehta',
        investorCode: 'ATVN-DEMO-0001',
        investmentAmount: 70000,
        accountType: 'Premium',
        accountVerificationStatus: 'verified',
        paymentCycle: 'monthly-13',
      },
      transactions: stored.transactions,
    });
  });

  it('tells the schedule that a basic account is paid quarterly and is still processing', async () => {
    const response = await post({ investorCode: 'ATVN-DEMO-0002' });
    expect(response.status).toBe(200);
    const { investor } = investorVerifyResponseSchema.parse(await response.json());
    expect(investor).toMatchObject({
      investorCode: 'ATVN-DEMO-0002',
      accountType: 'Basic',
      accountVerificationStatus: 'processing',
      paymentCycle: 'quarterly-13',
    });
  });

  it.each(['ATVN-DEMO-0003', 'ATVN-0000-0000', 'hello', '🙂🙂🙂', 'ATVN\tDEMO\n0002x'])(
    'answers %j with 401 Invalid investor code',
    async (investorCode) => {
      const response = await post({ investorCode });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, error: 'Invalid investor code' });
    },
  );

  it.each([
    ['not JSON', 'investorCode=ATVN-DEMO-0001', 'Request body must be JSON'],
    ['a missing field', { code: 'ATVN-DEMO-0001' }, 'investorCode: investorCode is required'],
    [
      'a wrong type',
      { investorCode: ['ATVN-DEMO-0001'] },
      'investorCode: Invalid input: expected string, received array',
    ],
  ])('answers 400 for %s', async (_label, body, error) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error });
  });

  it('refuses a 1 MB body with 413 and a GET with 405', async () => {
    expect((await post('x'.repeat(1024 * 1024))).status).toBe(413);
    const get = await callFunction(verify, PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('shares the failure budget with login and answers 429 past it', async () => {
    const ip = freshIp();
    for (let i = 0; i < INVESTOR_LOGIN_POLICY.perIp.limit / 2; i++) {
      expect((await post({ investorCode: 'ATVN-NOPE-0000' }, ip)).status).toBe(401);
      expect(
        (await callFunction(login, '/api/investor/login', { method: 'POST', body: { investorCode: 'x' }, ip })).status,
      ).toBe(401);
    }
    const throttled = await post({ investorCode: 'ATVN-DEMO-0002' }, ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await throttled.json()).error).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/);
  });
});
