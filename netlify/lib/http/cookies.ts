import { isHttps } from './responses';

/**
 * Our cookies are scoped to /api/ (they never travel with page or asset requests), so they cannot carry the
 * `__Host-` prefix, which requires Path=/. Over https they carry `__Secure-`: a browser accepts that name only from
 * a secure origin with the Secure flag, so a plain-http response (or a man in the middle on one) cannot plant or
 * overwrite them. Over plain http (only `npm start` on localhost) a browser refuses prefixed names, so the bare name
 * is used there; an https request never reads the bare name.
 */
const SECURE_PREFIX = '__Secure-';

/** The name a cookie has on this request's scheme. */
export const cookieNameOn = (req: Request, name: string): string => (isHttps(req) ? `${SECURE_PREFIX}${name}` : name);

/** The value of one of our cookies (named without prefix) from the request's Cookie header, or null. */
export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  const wanted = cookieNameOn(req, name);
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === wanted) return part.slice(index + 1).trim();
  }
  return null;
}

/** An HttpOnly, SameSite=Strict cookie scoped to /api/; Secure and `__Secure-` named when the request came over https. */
export function serializeCookie(req: Request, name: string, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${cookieNameOn(req, name)}=${value}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/api/',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (isHttps(req)) parts.push('Secure');
  return parts.join('; ');
}
