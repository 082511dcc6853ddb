/**
 * The answers the front proxy of `npm start` (./compressing-proxy.mjs) gives itself when a request's body breaks
 * its limits (./whole-body.mjs): the site's error shape `{ success: false, code, error }` in the caller's language,
 * with the security headers every function's answer carries, made by the functions' own helpers.
 */
import { payloadTooLarge, refusalResponse } from '../../netlify/lib/http/errors';
import { requestLocale } from '../../netlify/lib/http/request-locale';
import { BODY_LIMIT_BYTES } from './whole-body.mjs';

export interface ProxyRefusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answer to a body over the limit (413) or not whole in time (408), for a request's Accept-Language. */
export async function proxyRefusal(status: 408 | 413, acceptLanguage = ''): Promise<ProxyRefusal> {
  const locale = requestLocale(new Request('http://localhost/', { headers: { 'Accept-Language': acceptLanguage } }));
  const refusal = status === 413 ? payloadTooLarge(BODY_LIMIT_BYTES).refusal : { code: 'requestTimeout' as const };
  const response = refusalResponse(status, refusal, locale);
  return { status, headers: Object.fromEntries(response.headers), body: await response.text() };
}
