import { beforeEach, describe, expect, it, vi } from 'vitest';
import notFound from '../../netlify/functions/not-found-api.mts';
import { callFunction } from '../support/call';

beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));

describe('/api/* fallback', () => {
  it.each(['GET', 'POST', 'DELETE'])('answers %s to an unknown API path with 404 JSON', async (method) => {
    const response = await callFunction(notFound, '/api/nothing/here', { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('masks a code in the logged path', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    await callFunction(notFound, '/api/investor/ATVN-DEMO-0001/other');
    expect(JSON.parse(lines[0] ?? '{}').path).toBe('/api/investor/ATVN-****-0001/other');
  });
});

describe('/api/* fallback reached for another function’s path', () => {
  it('hands the request to that function, with its params', async () => {
    const wrongMethod = await callFunction(notFound, '/api/investor/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    const statement = await callFunction(notFound, '/api/investor/ATVN-DEMO-0001/statement');
    expect(statement.status).toBe(401);
    expect(await statement.json()).toEqual({ success: false, error: 'Sign in to download your statement' });
  });
});
