import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession } from '../../src/api/admin';
import { lazyApi } from '../../src/api/lazy-api';
import { en } from '../../src/i18n/messages/en';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyApi', () => {
  it('loads the contracts on the first call, once, and calls through the client', async () => {
    const loadContracts = vi.fn(async () => ({ adminSession }));
    const api = lazyApi(loadContracts);
    expect(loadContracts).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () => Response.json({ success: true, authenticated: false }));
    const call = () => api.call(({ callJson }, contracts) => callJson(contracts.adminSession, {}));
    expect(await call()).toMatchObject({ ok: true, value: { authenticated: false } });
    expect(await call()).toMatchObject({ ok: true });
    expect(loadContracts).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/session', '/api/admin/session']);
  });

  it('answers as an unreached server when the contracts cannot be loaded, and tries again on the next call', async () => {
    const loadContracts = vi.fn<() => Promise<{ adminSession: typeof adminSession }>>(offline);
    const api = lazyApi(loadContracts);
    const use = vi.fn();
    expect(await api.call(use)).toEqual({ ok: false, status: 0, error: en.common.networkError, details: null });
    expect(use).not.toHaveBeenCalled();
    await expect(api.load()).rejects.toThrow(TypeError);
    loadContracts.mockImplementation(async () => ({ adminSession }));
    fetchMock.mockResolvedValue(Response.json({ success: true, authenticated: false }));
    expect(await api.call(({ callJson }, contracts) => callJson(contracts.adminSession, {}))).toMatchObject({
      ok: true,
    });
    expect(loadContracts).toHaveBeenCalledTimes(3);
  });
});
