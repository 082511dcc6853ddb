import { describe, expect, it, vi } from 'vitest';
import logout from '../../netlify/functions/investor-logout.mts';
import sessionFn from '../../netlify/functions/investor-session.mts';
import statement from '../../netlify/functions/investor-statement.mts';
import { INVESTOR_SESSION_KIND } from '../../netlify/lib/investors/auth';
import { investorStore } from '../../netlify/lib/investors/records';
import { issueSession } from '../../netlify/lib/security/session';
import { site } from '../../src/content/site';
import { formatRupees } from '../../src/domain/money';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction } from '../support/call';
import { investorSignIn } from '../support/investor-sign-in';

setUpTestBlobs();

const getSession = (cookie?: string) =>
  callFunction(sessionFn, '/api/investor/session', cookie ? { headers: { cookie } } : {});
const getStatement = (code: string, cookie?: string) =>
  callFunction(statement, `/api/investor/${code}/statement`, {
    params: { code },
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Whether the session endpoint recognises the cookie (it answers 200 either way: no console error on a visit). */
const signedIn = async (cookie?: string) => {
  const response = await getSession(cookie);
  expect(response.status).toBe(200);
  return (await response.json()).success === true;
};

describe('GET /api/investor/session', () => {
  it('restores the account and transactions for a valid cookie', async () => {
    const cookie = await investorSignIn('ATVN-DEMO-0002');
    const response = await getSession(`theme=dark; ${cookie}; other=1`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.account.uniqueInvestorCode).toBe('ATVN-DEMO-0002');
    expect(body.account.accountVerificationStatus).toBe('processing');
    expect(body.account.notificationMessage).toBeUndefined();
    expect(body.transactions.length).toBeGreaterThan(0);
  });

  it.each([
    ['no cookie', undefined],
    ['an unsigned cookie', 'investor_session=eyJraW5kIjoiaW52ZXN0b3IifQ'],
    ['a garbage cookie', 'investor_session=%%%.%%%'],
    ['an empty cookie', 'investor_session='],
  ])('answers 200 {success: false} with %s', async (_label, cookie) => {
    const response = await getSession(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: false, error: 'Not signed in' });
  });

  it('rejects a cookie with any byte altered (the payload is encrypted and authenticated)', async () => {
    const cookie = await investorSignIn('ATVN-DEMO-0002');
    const [name, token = ''] = cookie.split('=');
    const bytes = Buffer.from(token, 'base64url');
    for (const at of [0, 12, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at] = (altered[at] ?? 0) ^ 1;
      expect(await signedIn(`${name}=${altered.toString('base64url')}`)).toBe(false);
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('rejects an expired session and a session of another kind', async () => {
    const request = new Request('http://localhost/api/investor/login');
    const expired = await issueSession(request, INVESTOR_SESSION_KIND, 'ATVNDEMO0001', 60, Date.now() - 61_000);
    expect(await signedIn(expired.cookie.split(';')[0])).toBe(false);
    const admin = await issueSession(request, 'admin', 'ATVNDEMO0001', 60);
    expect(await signedIn(admin.cookie.split(';')[0]?.replace('admin_session', 'investor_session'))).toBe(false);
  });

  it('answers POST with 405 and Allow: GET', async () => {
    const response = await callFunction(sessionFn, '/api/investor/session', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('POST /api/investor/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const cookie = await investorSignIn('ATVN-DEMO-0001');
    expect(await signedIn(cookie)).toBe(true);
    const response = await callFunction(logout, '/api/investor/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const cleared = response.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/^investor_session=; /);
    expect(cleared).toContain('Max-Age=0');
    // The old cookie, replayed, no longer works anywhere.
    expect(await signedIn(cookie)).toBe(false);
    expect((await getStatement('ATVN-DEMO-0001', cookie)).status).toBe(401);
    // Other sessions of the same investor stay valid.
    expect(await signedIn(await investorSignIn('ATVN-DEMO-0001'))).toBe(true);
  });

  it('answers 200 without a session and 405 for GET', async () => {
    expect((await callFunction(logout, '/api/investor/logout', { method: 'POST' })).status).toBe(200);
    const get = await callFunction(logout, '/api/investor/logout');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('GET /api/investor/{code}/statement', () => {
  it('downloads a readable statement for the signed-in investor', async () => {
    const cookie = await investorSignIn('atvn-demo-0001');
    const response = await getStatement('ATVN-DEMO-0001', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement_ATVN-DEMO-0001.txt"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const record = await investorStore().get('ATVNDEMO0001', { type: 'json' });
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.address.line1);
    expect(text).toContain('ATVN-DEMO-0001');
    expect(text).toContain(record.account.accountHolders);
    expect(text).toContain('Premium (Joint holders)');
    expect(text).toMatch(/Statement period: +\d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}/);
    for (const t of record.transactions) {
      expect(text).toContain(t.transactionId);
      expect(text).toContain(t.description);
      expect(text).toContain(`${t.transactionType === 'Credit' ? '+' : '-'}${formatRupees(t.amount)}`);
    }
    // Ten monthly payments: seven after a profit month (₹4,000), three after a loss month (₹2,500), all credits.
    expect(text).toMatch(new RegExp(`Total credits \\(10\\): +${formatRupees(7 * 4000 + 3 * 2500)}`));
    expect(text).toMatch(new RegExp(`Total debits \\(0\\): +${formatRupees(0)}`));
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^This statement is computer generated/);
  });

  it('accepts the code in the URL in any spelling', async () => {
    const cookie = await investorSignIn('ATVN-DEMO-0002');
    for (const code of ['atvn-demo-0002', 'ATVNDEMO0002', 'ATVN%20DEMO%200002']) {
      const response = await getStatement(code, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('statement_ATVN-DEMO-0002.txt');
    }
  });

  it.each([
    ['without a session', 'ATVN-DEMO-0001', false],
    ["with another investor's session", 'ATVN-DEMO-0001', true],
    ['for an unknown code', 'ATVN-ZZZZ-0000', true],
    ['for a malformed code', '..%2F..%2Fsecrets', true],
  ])('answers 401 %s', async (_label, code, withSession) => {
    const cookie = withSession ? await investorSignIn('ATVN-DEMO-0002') : undefined;
    const response = await getStatement(code, cookie);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({ success: false, error: 'Sign in to download your statement' });
  });

  it('answers POST with 405', async () => {
    const response = await callFunction(statement, '/api/investor/ATVN-DEMO-0001/statement', {
      method: 'POST',
      params: { code: 'ATVN-DEMO-0001' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('logs the route pattern, never the code in the URL', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    await getStatement('ATVN-DEMO-0001');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ path: '/api/investor/:code/statement', status: 401 });
  });
});
