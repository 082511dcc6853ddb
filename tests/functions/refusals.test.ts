import type { Context } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import login from '../../netlify/functions/investor-login.mts';
import { badRequest, notFound, tooManyRequests } from '../../netlify/lib/http/errors';
import { handler } from '../../netlify/lib/http/handler';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';

/**
 * Every refusal is `{ success: false, code, error }`: the code names it for programs, the words are made once, in
 * the language the call asked for (Accept-Language), from the code, never looked up from English text.
 */

setUpTestBlobs();

/** A route that fails as `fail` does, behind the real handler. */
const failing = (fail: () => never) => handler({ methods: ['GET'] }, async () => fail());

async function answer(route: ReturnType<typeof failing>, language?: string) {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  const response = await route(new Request('http://localhost/api/test', { headers }), {} as Context);
  vi.restoreAllMocks();
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('a refusal', () => {
  it('carries its code and its words in the language asked for', async () => {
    const route = failing(() => {
      throw notFound('noInvestor');
    });
    expect(await answer(route)).toMatchObject({
      status: 404,
      body: { success: false, code: 'noInvestor', error: SERVER_MESSAGES.en.noInvestor },
    });
    expect((await answer(route, 'hi-IN,hi;q=0.9,en;q=0.5')).body).toEqual({
      success: false,
      code: 'noInvestor',
      error: 'इस कोड का कोई निवेशक नहीं है।',
    });
  });

  it('with a number words it in each language and keeps its headers', async () => {
    const route = failing(() => {
      throw tooManyRequests(90);
    });
    const hindi = await answer(route, 'hi');
    expect(hindi.status).toBe(429);
    expect(hindi.headers.get('Retry-After')).toBe('90');
    expect(hindi.body).toEqual({
      success: false,
      code: 'tooManyAttempts',
      error: 'बहुत बार कोशिश हो गई। 90 सेकंड बाद फिर से कोशिश करें।',
    });
    expect((await answer(route, 'en')).body.error).toBe('Too many attempts. Please try again in 90 seconds.');
  });

  it('about the request’s shape names the field the same way in every language', async () => {
    const route = failing(() => {
      throw badRequest('limit: limit must be at most 100');
    });
    for (const language of ['en', 'hi']) {
      expect((await answer(route, language)).body).toEqual({
        success: false,
        code: 'invalidRequest',
        error: 'limit: limit must be at most 100',
      });
    }
  });

  it('of a route that failed unexpectedly is the internal error, in Hindi too', async () => {
    const route = failing(() => {
      throw new Error('a bug with internal details');
    });
    expect(await answer(route, 'hi')).toMatchObject({
      status: 500,
      body: { success: false, code: 'internalError', error: SERVER_MESSAGES.hi.internalError },
    });
  });

  it('keeps the site’s exact words, in Hindi for a Hindi page: a wrong investor code', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await callFunction(login, '/api/investor/login', {
      method: 'POST',
      body: { investorCode: 'ATVN-ZZZZ-9999' },
      headers: { 'Accept-Language': 'hi' },
      ip: freshIp(),
    });
    vi.restoreAllMocks();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, code: 'invalidInvestorCode', error: 'निवेशक कोड गलत है' });
  });
});
