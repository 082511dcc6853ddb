import { isHttps } from './http';

/** The value of one cookie from the request's Cookie header, or null. */
export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** An HttpOnly, SameSite=Strict cookie scoped to /api/, Secure when the request came over https. */
export function serializeCookie(req: Request, name: string, value: string, maxAgeSeconds: number): string {
  const parts = [`${name}=${value}`, 'HttpOnly', 'SameSite=Strict', 'Path=/api/', `Max-Age=${maxAgeSeconds}`];
  if (isHttps(req)) parts.push('Secure');
  return parts.join('; ');
}
