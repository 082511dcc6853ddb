import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportAdmissions } from '../../src/api/admissions';
import { callFile, callJson } from '../../src/api/client';
import { investorLogin, investorStatement } from '../../src/api/investor';
import { textToSpeech } from '../../src/api/voice';
import { en } from '../../src/i18n/messages/en';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  fetchMock.mockResolvedValueOnce(new Response(body, { status, statusText: 'Bad Gateway', headers }));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const login = () => callJson(investorLogin, { body: { investorCode: 'ATVNDEMO0001' } });

describe('callJson', () => {
  it('sends the method, JSON body and cookies of the contract', async () => {
    answer(401, '{"success":false,"error":"Invalid investor code"}');
    await login();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/investor/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"investorCode":"ATVNDEMO0001"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it("reads the server's refusal", async () => {
    answer(401, '{"success":false,"error":"Invalid investor code"}');
    expect(await login()).toEqual({
      ok: false,
      status: 401,
      error: 'Invalid investor code',
      details: { success: false, error: 'Invalid investor code' },
    });
  });

  it('gives the status line when the body is not the error shape', async () => {
    answer(502, '<h1>Bad gateway</h1>');
    expect(await login()).toEqual({ ok: false, status: 502, error: '502: Bad Gateway', details: null });
  });

  it('does not take a body without a code for a refusal, except the investor login first described so', async () => {
    answer(403, '{"success":false,"error":"Used up","blocked":true,"charactersUsed":500,"requiresCard":true}');
    const result = await callFile(textToSpeech, { body: { text: 'नमस्ते', voice_id: 'v1' } });
    expect(result).toMatchObject({ ok: false, status: 403, details: null });
    answer(401, '{"success":false}');
    expect(await login()).toMatchObject({ ok: false, status: 401, details: { success: false, error: '' } });
  });

  it('treats a success answer of the wrong shape as a failure', async () => {
    answer(200, '{"success":true,"account":{}}');
    expect(await login()).toMatchObject({ ok: false, status: 200, details: null });
  });

  it('reports an unreached server as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await login()).toEqual({ ok: false, status: 0, error: en.common.networkError, details: null });
  });
});

describe('callFile', () => {
  it('fills in path parameters and returns the file', async () => {
    answer(200, 'statement', { 'Content-Type': 'text/plain' });
    const result = await callFile(investorStatement, { params: { code: 'ATVN-DEMO-0001' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/investor/ATVN-DEMO-0001/statement');
    expect(result.ok && (await result.value.text())).toBe('statement');
  });

  it('adds the query, leaving out empty values', async () => {
    answer(200, 'a,b\r\n', { 'Content-Type': 'text/csv' });
    await callFile(exportAdmissions, { query: { status: 'approved', course: undefined, cursor: '' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admissions/export?status=approved');
    answer(200, 'a,b\r\n', { 'Content-Type': 'text/csv' });
    await callFile(exportAdmissions, { query: {} });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admissions/export');
  });

  it("keeps a contract's extra error fields", async () => {
    const refusal = {
      success: false,
      code: 'trialExceeded',
      error: 'Used up',
      blocked: true,
      charactersUsed: 500,
      requiresCard: true,
    };
    answer(403, JSON.stringify(refusal));
    const result = await callFile(textToSpeech, { body: { text: 'नमस्ते', voice_id: 'v1' } });
    expect(result).toEqual({ ok: false, status: 403, error: 'Used up', details: refusal });
  });
});
