/**
 * Response helpers for every function. netlify.toml's [[headers]] do not reach function responses, so each
 * answer carries its own security headers (docs/DECISIONS.md, Security 5).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON response with the security headers. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', JSON_CONTENT_TYPE);
  return withSecurityHeaders(new Response(JSON.stringify(body), { ...init, headers }));
}

/** Adds the security headers (without overriding ones the response already set, except Cache-Control). */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!response.headers.has(name) || name === 'Cache-Control') response.headers.set(name, value);
  }
  if (!response.headers.has('Content-Type')) response.headers.set('Content-Type', JSON_CONTENT_TYPE);
  return response;
}

/** True when the request reached us over https (directly or through Netlify's proxy). */
export function isHttps(req: Request): boolean {
  return new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
}
