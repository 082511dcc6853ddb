import { beforeEach, describe, expect, it, vi } from 'vitest';
import login from '../../netlify/functions/investor-login.mts';
import { INVESTOR_LOGIN_POLICY } from '../../netlify/lib/investors/auth';
import { investorStore } from '../../netlify/lib/investors/records';
import { MAX_SLOWDOWN_MS } from '../../netlify/lib/security/login-guard';
import { recordHit } from '../../netlify/lib/security/throttle';
import { investorAccountAnswerSchema as investorLoginResponseSchema } from '../../src/api/investor';
import { describeWait } from '../../src/i18n/describe-wait';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';

const PATH = '/api/investor/login';
const post = (body: unknown, options: Parameters<typeof callFunction>[2] = {}) =>
  callFunction(login, PATH, { method: 'POST', body, ...options });

const logLines: string[] = [];

setUpTestBlobs();
beforeEach(() => {
  logLines.length = 0;
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logLines.push(line));
});

async function snapshotInvestors() {
  const store = investorStore();
  const { blobs: entries } = await store.list();
  return Promise.all(entries.map(async ({ key }) => [key, await store.get(key, { type: 'text' })]));
}

describe('POST /api/investor/login', () => {
  it('answers the account, the transactions and an investor session cookie', async () => {
    const response = await post({ investorCode: 'ATVN-DEMO-0001' }, { ip: freshIp() });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(investorLoginResponseSchema.parse(body).account.uniqueInvestorCode).toBe('ATVN-DEMO-0001');
    expect(body.account.accountType).toBe('Premium');
    expect(body.transactions.length).toBeGreaterThanOrEqual(8);
    const [cookie = '', device = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^investor_session=[\w-]+; /);
    for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Path=/api/', 'Max-Age=1800'])
      expect(cookie).toContain(attribute);
    expect(cookie).not.toContain('Secure');
    expect(device).toMatch(
      /^investor-device_session=[\w-]+; HttpOnly; SameSite=Strict; Path=\/api\/; Max-Age=15552000$/,
    );
    // Opaque: neither cookie carries the investor code in any readable form.
    for (const value of [cookie, device].map((c) => c.split(';')[0]?.split('=')[1] ?? '')) {
      const decoded = Buffer.from(value, 'base64url').toString('latin1');
      expect(decoded).not.toMatch(/ATVN|DEMO|0001|sub|investor/i);
    }
  });

  it('marks the cookies Secure and names them __Secure- over https', async () => {
    const response = await post({ investorCode: 'ATVN-DEMO-0002' }, { ip: freshIp(), origin: 'https://example.org' });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
      '__Secure-investor_session',
      '__Secure-investor-device_session',
    ]);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it.each(['atvn-demo-0001', 'ATVN DEMO 0001', 'ATVNDEMO0001', ' atvn demo-0001 ', 'AtVn--DeMo--0001'])(
    'accepts the code written as %j',
    async (investorCode) => {
      const response = await post({ investorCode }, { ip: freshIp() });
      expect(response.status).toBe(200);
      expect((await response.json()).account.uniqueInvestorCode).toBe('ATVN-DEMO-0001');
    },
  );

  it('gives unknown and malformed codes the same 401 and no cookie', async () => {
    const ip = freshIp();
    const answers = [];
    for (const investorCode of [
      'ATVN-ZZZZ-9999',
      'not a code',
      '123456',
      'ATVN-DEMO-000',
      'ＡＴＶＮ-DEMO-0001',
      'ATVN\u0000DEMO0001',
      'ATVN-DEMO-0001\u202E',
    ]) {
      const response = await post({ investorCode }, { ip });
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      answers.push(await response.json());
    }
    for (const answer of answers) expect(answer).toMatchObject({ success: false, error: 'Invalid investor code' });
  });

  it.each([
    ['not JSON', '{investorCode: ATVN', 'Request body must be JSON'],
    ['empty body', '', 'Request body must be JSON'],
    ['invalid UTF-8', '\uD800', 'Request body must be JSON'],
    ['an array', [], 'body: Invalid input: expected object, received array'],
    ['null', null, 'body: Invalid input: expected object, received null'],
    ['a missing field', {}, 'investorCode: investorCode is required'],
    ['a wrong type', { investorCode: 12 }, 'investorCode: Invalid input: expected string, received number'],
    ['an empty code', { investorCode: '' }, 'investorCode: investorCode is required'],
    ['a long code', { investorCode: 'A'.repeat(65) }, 'investorCode: investorCode is too long'],
  ])('answers 400 naming the problem for %s', async (_label, body, error) => {
    const response = await post(body, { ip: freshIp() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error });
  });

  it('refuses a 1 MB body with 413', async () => {
    const response = await post({ investorCode: 'A'.repeat(1024 * 1024) }, { ip: freshIp() });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: 'Request body must be at most 16 KB' });
  });

  it('refuses a 1 MB body sent without Content-Length with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 16; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request(`http://localhost${PATH}`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const response = await login(request, { ip: freshIp(), params: {} } as never);
    expect(response.status).toBe(413);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await callFunction(login, PATH, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ success: false, error: 'Method not allowed' });
  });

  it('sends the security headers on success and on failure', async () => {
    for (const response of [
      await post({ investorCode: 'ATVN-DEMO-0001' }, { ip: freshIp() }),
      await post({ investorCode: 'nope' }, { ip: freshIp() }),
      await post('nope', { ip: freshIp() }),
    ]) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('throttles an IP after 10 failures with 429 and Retry-After, even for a valid code', async () => {
    const ip = freshIp();
    for (let i = 0; i < INVESTOR_LOGIN_POLICY.perIp.limit; i++) {
      expect((await post({ investorCode: `ATVN-GUES-${String(i).padStart(4, '0')}` }, { ip })).status).toBe(401);
    }
    const throttled = await post({ investorCode: 'ATVN-DEMO-0001' }, { ip });
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(INVESTOR_LOGIN_POLICY.perIp.windowSeconds);
    expect(await throttled.json()).toEqual({
      success: false,
      code: 'tooManyAttempts',
      error: `Too many attempts. Please try again in ${describeWait(retryAfter)}.`,
    });
    expect(throttled.headers.get('set-cookie')).toBeNull();
    // Another IP is not affected.
    expect((await post({ investorCode: 'ATVN-DEMO-0001' }, { ip: freshIp() })).status).toBe(200);
  });

  it('does not count successes', async () => {
    const ip = freshIp();
    for (let i = 0; i < INVESTOR_LOGIN_POLICY.perIp.limit + 5; i++) {
      expect((await post({ investorCode: 'ATVN-DEMO-0002' }, { ip })).status).toBe(200);
    }
  });

  it('logs one line per request with the masked code only', async () => {
    await post({ investorCode: 'atvn demo 0001' }, { ip: freshIp() });
    expect(logLines).toHaveLength(1);
    const line = JSON.parse(logLines[0] ?? '{}');
    expect(line).toMatchObject({ method: 'POST', path: PATH, status: 200, code: 'ATVN-****-0001' });
    expect(typeof line.ms).toBe('number');
    expect(logLines[0]).not.toMatch(/DEMO|investor_session|203\.0\.113/i);
  });

  it('changes no investor data when requests fail', async () => {
    const before = await snapshotInvestors();
    const ip = freshIp();
    await post({ investorCode: 'ATVN-DEMO-9999' }, { ip });
    await post({ investorCode: 42 }, { ip });
    await post('garbage', { ip });
    await callFunction(login, PATH, { method: 'DELETE', ip });
    expect(await snapshotInvestors()).toEqual(before);
  });

  it('never blocks everyone: past the global count a valid code is slowed down but still signs in', async () => {
    const { rule } = INVESTOR_LOGIN_POLICY.slowdown;
    await recordHit({ rule, subject: 'all' }, Date.now(), rule.limit);
    const started = performance.now();
    const response = await post({ investorCode: 'ATVN-DEMO-0001' }, { ip: freshIp() });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_SLOWDOWN_MS - 50);
  });
});
