import type { Context } from '@netlify/functions';
import { clientIp } from './client-ip';
import { assertSameSite } from './cross-site';
import { errorResponse, HttpError, httpErrorResponse, INTERNAL_ERROR_MESSAGE } from './errors';
import { withSecurityHeaders } from './http';
import { logError, logRequest } from './log';
import { assertMethod, type HttpMethod } from './method';

/**
 * What a route receives: the request, Netlify's context, the caller's IP as the per-IP limits count it (IPv6 as its
 * /64, see client-ip.ts) and fields for the log line.
 */
export interface Call {
  req: Request;
  context: Context;
  url: URL;
  ip: string;
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
  return async (req: Request, context: Context): Promise<Response> => {
    const started = performance.now();
    const url = new URL(req.url);
    const call: Call = { req, context, url, ip: clientIp(context), log: {} };
    let response: Response;
    try {
      if (options.methods) assertMethod(req, options.methods);
      assertSameSite(req);
      response = withSecurityHeaders(await route(call));
      if (options.cacheControl && response.ok) response.headers.set('Cache-Control', options.cacheControl);
    } catch (error) {
      if (error instanceof HttpError) {
        response = httpErrorResponse(error);
      } else {
        logError(options.logPath ?? url.pathname, error);
        response = errorResponse(500, INTERNAL_ERROR_MESSAGE);
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
  };
}
