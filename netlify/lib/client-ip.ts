import type { Context } from '@netlify/functions';

/** The caller's IP: Netlify's x-nf-client-connection-ip, then context.ip, then the first x-forwarded-for hop. */
export function clientIp(req: Request, context: Pick<Context, 'ip'> | undefined): string {
  const candidates = [
    req.headers.get('x-nf-client-connection-ip'),
    context?.ip,
    req.headers.get('x-forwarded-for')?.split(',')[0],
  ];
  for (const candidate of candidates) {
    const ip = candidate?.trim();
    if (ip) return ip;
  }
  return 'unknown';
}
