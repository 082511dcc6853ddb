import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from './session-secret';

/**
 * Tokens the server gives out and later accepts back unchanged: "<expiry>.<HMAC-SHA256(expiry, fields)>" under a
 * key derived from SESSION_SECRET for one purpose, so a token made for one purpose never passes for another. The
 * fields are whatever the token vouches for (a persona and a text's hash, a card holder and a voice); they are not
 * in the token, the caller presents them again.
 */
export type TokenCheck = 'valid' | 'invalid' | 'expired';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function mac(purpose: string, expiry: number, fields: readonly string[]): Promise<string> {
  const key = createHash('sha256')
    .update(`${purpose}-key\0`)
    .update(await sessionSecret())
    .digest();
  return createHmac('sha256', key)
    .update([String(expiry), ...fields].join('\n'))
    .digest('base64url');
}

export async function signToken(
  purpose: string,
  fields: readonly string[],
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  return `${expiry}.${await mac(purpose, expiry, fields)}`;
}

export async function checkToken(
  purpose: string,
  token: string,
  fields: readonly string[],
  now = Date.now(),
): Promise<TokenCheck> {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expiry = Number(match[1]);
  const expected = Buffer.from(await mac(purpose, expiry, fields));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expiry * 1000 > now ? 'valid' : 'expired';
}
