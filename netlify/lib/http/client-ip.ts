import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from '@netlify/functions';

/**
 * The caller's address as the per-IP limits count it. It comes from Netlify's `context.ip` only: headers such as
 * X-Forwarded-For are set by the client and would let anyone pick a fresh address per request. An IPv6 address
 * becomes its /64 prefix, because one subscriber gets a whole /64 and could otherwise rotate through it; an
 * IPv4-mapped IPv6 address becomes the IPv4 address.
 */
export function clientIp(context: Pick<Context, 'ip'> | undefined): string {
  const ip = context?.ip?.trim().replace(/%.*$/, '') ?? '';
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return 'unknown';
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return ipv4FromGroups(groups[6] ?? 0, groups[7] ?? 0);
  if (groups.every((group, index) => group === (index === 7 ? 1 : 0))) return '::1';
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

const ipv4FromGroups = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The eight 16-bit groups of a valid IPv6 address ('::' expanded, a dotted IPv4 tail counted as two groups). */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = ip.toLowerCase().split('::');
  const before = parse(head);
  if (tail === undefined) return before;
  const after = parse(tail);
  return [...before, ...new Array(8 - before.length - after.length).fill(0), ...after];
}
