import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminLogout } from '../../src/api/admin';
import { cardholderLogout } from '../../src/api/cardholder';
import type { LogoutContract } from '../../src/api/contract';
import { investorLogout } from '../../src/api/investor';
import { lazyApi } from '../../src/api/lazy-api';
import { logoutAction } from '../../src/stores/logout-action';

/** The logout of `contract`, its contracts loaded on first use as a store loads them. */
const logoutOf = (contract: LogoutContract, signedOut?: () => void | Promise<void>) =>
  logoutAction(
    lazyApi(async () => ({ contract })),
    (contracts) => contracts.contract,
    signedOut,
  );

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: string) => fetchMock.mockResolvedValueOnce(new Response(body, { status }));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('logoutAction', () => {
  it.each([adminLogout, investorLogout, cardholderLogout])(
    'posts $path without a body, then signs the page out',
    async (contract) => {
      answer(200, '{"success":true}');
      const signedOut = vi.fn();
      await logoutOf(contract, signedOut)();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe(contract.path);
      expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
      expect(init?.body).toBeUndefined();
      expect(signedOut).toHaveBeenCalledOnce();
    },
  );

  it('signs the page out when the server refuses or cannot be reached', async () => {
    answer(500, '{"success":false,"error":"Internal server error"}');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const signedOut = vi.fn();
    const logout = logoutOf(investorLogout, signedOut);
    await logout();
    await logout();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signedOut).toHaveBeenCalledTimes(2);
  });

  it('signs the page out when its contracts cannot be loaded (offline)', async () => {
    const signedOut = vi.fn();
    const offline = lazyApi<{ contract: LogoutContract }>(() => Promise.reject(new TypeError('Failed to fetch')));
    await logoutAction(offline, (contracts) => contracts.contract, signedOut)();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('joins a click made while the logout runs instead of calling again', async () => {
    let finish: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const signedOut = vi.fn();
    const logout = logoutOf(adminLogout, signedOut);
    const first = logout();
    const second = logout();
    expect(second).toBe(first);
    finish(new Response('{"success":true}'));
    await first;
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('waits for an asynchronous signed-out view before it resolves', async () => {
    answer(200, '{"success":true}');
    const steps: string[] = [];
    await logoutOf(cardholderLogout, async () => {
      await Promise.resolve();
      steps.push('signed out');
    })();
    steps.push('resolved');
    expect(steps).toEqual(['signed out', 'resolved']);
  });
});
