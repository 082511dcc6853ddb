import type { Context } from '@netlify/functions';
import type { Locale } from '../../../src/domain/locale';
import { logError, logRequest } from '../log';
import { clientIp } from './client-ip';
import { assertSameSite } from './cross-site';
import { HttpError, httpErrorResponse, refusalResponse } from './errors';
import { assertMethod, type HttpMethod } from './method';
import { runInRequest } from './request-context';
import { requestLocale } from './request-locale';
import { withSecurityHeaders } from './responses';

/**
 * What a route receives: the request, Netlify's context, the caller's IP as the per-IP limits count it (IPv6 as its
 * /64, see client-ip.ts) and fields for the log line.
 */
export interface Call {
  req: Request;
  context: Context;
  url: URL;
  ip: string;
  /** The language the caller asked its answer in (request-locale.ts). */
  locale: Locale;
  /** Extra log fields a route may set (masked values only). */
  log: { code?: string };
}

export interface HandlerOptions {
  /** Methods the route answers; anything else gets 405 with Allow. Omit to accept every method. */
  methods?: readonly HttpMethod[];
  /** The path to log instead of the request's, e.g. the route pattern when the URL carries a code. */
  logPath?: string;
  /** Cache-Control of successful answers (default: the security headers' no-store); errors are never cached. */
  cacheControl?: string;
}

/**
 * Wraps a route: method guard, cross-site refusal (403 for state-changing calls from other sites), security headers on every answer, HttpError -> its JSON error, anything else ->
 * a generic 500 that is logged, and one structured log line per request.
 */
export function handler(options: HandlerOptions, route: (call: Call) => Promise<Response>) {
  return (req: Request, context: Context): Promise<Response> => {
    const ip = clientIp(context);
    // The caller's address and browser, for the audit entries this request writes (request-context.ts).
    return runInRequest(req, ip, () => handle(options, route, req, context, ip));
  };
}

async function handle(
  options: HandlerOptions,
  route: (call: Call) => Promise<Response>,
  req: Request,
  context: Context,
  ip: string,
): Promise<Response> {
  const started = performance.now();
  const url = new URL(req.url);
  const call: Call = { req, context, url, ip, locale: requestLocale(req), log: {} };
  let response: Response;
  try {
    if (options.methods) assertMethod(req, options.methods);
    assertSameSite(req);
    response = withSecurityHeaders(await route(call));
    if (options.cacheControl && response.ok) response.headers.set('Cache-Control', options.cacheControl);
  } catch (error) {
    if (error instanceof HttpError) {
      response = httpErrorResponse(error, call.locale);
    } else {
      logError(options.logPath ?? url.pathname, error);
      response = refusalResponse(500, { code: 'internalError' }, call.locale);
    }
  }
  logRequest({
    method: req.method,
    path: options.logPath ?? url.pathname,
    status: response.status,
    ms: Math.round(performance.now() - started),
    ...call.log,
  });
  return response;
}
