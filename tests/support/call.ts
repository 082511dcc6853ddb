import type { Context } from '@netlify/functions';

type FunctionHandler = (req: Request, context: Context) => Promise<Response>;

export interface CallOptions {
  method?: string;
  /** A JSON-serialisable body, or a raw string sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  params?: Record<string, string>;
  origin?: string;
}

/** Calls a function's default export with a real Request (a body is sent as application/json unless headers say
 * otherwise) and a minimal Context whose ip is the caller's address. */
export function callFunction(fn: FunctionHandler, path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', body, headers = {}, ip = '203.0.113.1', params = {}, origin = 'http://localhost' } = options;
  const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  const json = body === undefined || typed ? {} : { 'content-type': 'application/json' };
  const init: RequestInit = { method, headers: { ...json, ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const context = { ip, params, requestId: 'test' } as unknown as Context;
  return fn(new Request(new URL(path, origin), init), context);
}

/** The `name=value` part of a Set-Cookie header, ready to send back as Cookie. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error('No Set-Cookie header');
  return setCookie.split(';')[0] ?? '';
}

/** A fresh IP per test keeps the per-IP throttle counters apart. */
let nextIp = 10;
export const freshIp = () => `198.51.100.${nextIp++}`;
