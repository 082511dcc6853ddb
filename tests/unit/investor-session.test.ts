import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvestorAccount } from '../../src/domain/investor';
import { statementFileName } from '../../src/domain/investor-code';
import { en } from '../../src/i18n/messages/en';
import { $investorLoginPending, $investorSession, login, logout, restore } from '../../src/stores/investor-session';
import { downloadStatement } from '../../src/stores/investor-statement';
import { displayTitle } from '../../src/stores/toast-title';
import { $toasts, dismiss } from '../../src/stores/toasts';

const account: InvestorAccount = {
  uniqueInvestorCode: 'ATVN-DEMO-0001',
  accountHolders: 'Rohan Mehta',
  accountType: 'Premium',
  accountHolderType: 'Single',
  accountVerificationStatus: 'verified',
  totalAmountInvested: 70000,
  basicAmount: 7000,
  totalAmountReleased: 28000,
  currentLoss: 7500,
  upcomingPaymentDate: '2026-12-14',
  upcomingPaymentAmount: 4000,
  paymentReleaseDate: '13th of every month',
  paymentProcessingTime: 'Within 48 hours',
};
const ok = { success: true, account, transactions: [] };
/** The session answer also carries the payment schedule's investor. */
const signedIn = {
  ...ok,
  investor: {
    fullName: 'Rohan Mehta',
    investorCode: 'ATVN-DEMO-0001',
    investmentAmount: 70000,
    accountType: 'Premium',
    accountVerificationStatus: 'verified',
  },
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const shown = () => $toasts.get().map((t) => [displayTitle(t, en.toasts), t.description]);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  $investorSession.set({ status: 'checking' });
  dismiss();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('posts the compact code and shows the dashboard with "Login Successful"', async () => {
    answer(200, ok);
    expect(await login('atvn-demo 0001')).toEqual({ kind: 'signed-in' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/investor/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ investorCode: 'ATVNDEMO0001' });
    expect($investorSession.get()).toMatchObject({ status: 'authenticated', via: 'login', account });
    expect(shown()).toEqual([['Login Successful', 'Welcome to your investor dashboard.']]);
    expect($investorLoginPending.get()).toBe(false);
  });

  it('shows the server error as "Login Failed"', async () => {
    answer(401, { success: false, error: 'Invalid investor code' });
    expect(await login('ATVN-ZZZZ-ZZZZ')).toEqual({ kind: 'refused', reason: 'Invalid investor code' });
    expect(shown()).toEqual([['Error: Login Failed', 'Invalid investor code']]);
  });

  it('a success dismisses the failures before it, and a failure replaces the one before', async () => {
    answer(401, { success: false, error: 'Invalid investor code' });
    await login('ATVN-ZZZZ-ZZZZ');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await login('ATVN-ZZZZ-ZZZZ');
    expect(shown()).toEqual([['Error: Login Error', 'Unable to connect to server']]);
    answer(200, ok);
    await login('ATVN-DEMO-0001');
    expect(shown()).toEqual([['Login Successful', 'Welcome to your investor dashboard.']]);
  });

  it('passes a throttling message through', async () => {
    answer(429, { success: false, error: 'Too many attempts. Try again in 10 minutes.' });
    await login('ATVN-ZZZZ-ZZZZ');
    expect(shown()).toEqual([['Error: Login Failed', 'Too many attempts. Try again in 10 minutes.']]);
  });

  it('falls back to "Invalid investor code" without a server text', async () => {
    answer(401, { success: false });
    await login('x');
    expect(shown()).toEqual([['Error: Login Failed', 'Invalid investor code']]);
  });

  it('reports a network failure, a non-JSON answer and a malformed account as "Login Error"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    answer(200, { success: true, account: { uniqueInvestorCode: 'x' }, transactions: [] });
    for (let i = 0; i < 3; i++) {
      expect(await login('ATVN-DEMO-0001')).toEqual({ kind: 'unreached' });
      expect(shown()).toEqual([['Error: Login Error', 'Unable to connect to server']]);
    }
    expect($investorSession.get().status).toBe('checking');
  });

  it('ignores a second call while one runs', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const first = login('ATVN-DEMO-0001');
    expect($investorLoginPending.get()).toBe(true);
    expect(await login('ATVN-DEMO-0001')).toEqual({ kind: 'unreached' });
    resolve(new Response(JSON.stringify(ok)));
    expect(await first).toEqual({ kind: 'signed-in' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('restore', () => {
  it('brings the dashboard back silently', async () => {
    answer(200, signedIn);
    await restore();
    expect($investorSession.get()).toMatchObject({ status: 'authenticated', via: 'restore' });
    expect(shown()).toEqual([]);
  });

  it('falls back to logged out on 401 or a network failure', async () => {
    answer(401, { success: false, error: 'Not signed in' });
    await restore();
    expect($investorSession.get()).toEqual({ status: 'anonymous', via: 'restore' });
    $investorSession.set({ status: 'checking' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await restore();
    expect($investorSession.get()).toEqual({ status: 'anonymous', via: 'restore' });
    expect(shown()).toEqual([]);
  });
});

describe('logout', () => {
  it('posts logout and returns to the form even when the call fails', async () => {
    $investorSession.set({ status: 'authenticated', via: 'login', account, transactions: [] });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await logout();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/investor/logout');
    expect($investorSession.get()).toEqual({ status: 'anonymous', via: 'logout' });
  });
});

describe('downloadStatement', () => {
  it('shows "Download Failed" when the server refuses', async () => {
    $investorSession.set({ status: 'authenticated', via: 'login', account, transactions: [] });
    fetchMock.mockResolvedValueOnce(new Response('Sign in', { status: 401 }));
    await downloadStatement('txt');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/investor/ATVN-DEMO-0001/statement');
    expect(shown()).toEqual([['Error: Download Failed', 'Unable to download statement.']]);
  });

  it('asks for the PDF with format=pdf and the text file without a query', async () => {
    $investorSession.set({ status: 'authenticated', via: 'login', account, transactions: [] });
    fetchMock.mockResolvedValue(new Response('Sign in', { status: 401 }));
    await downloadStatement('pdf');
    await downloadStatement('txt');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/investor/ATVN-DEMO-0001/statement?format=pdf',
      '/api/investor/ATVN-DEMO-0001/statement',
    ]);
  });

  it('names the file statement_{code}.txt in the display form', () => {
    expect(statementFileName('atvndemo0001')).toBe('statement_ATVN-DEMO-0001.txt');
  });
});
