import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from './session-secret';

/**
 * Reply tokens: Play Voice Message speaks only what Vauxa itself said. Each assistant reply from
 * /api/ai/enhanced-chat carries `replyToken` = "<expiry>.<HMAC-SHA256(expiry, persona, SHA-256(reply text))>" under
 * a key derived from SESSION_SECRET; /api/ai/sound-effects speaks a message for free only with a token that matches
 * its exact text and persona and has not expired.
 *
 * Replay: a token may be used again until it expires (30 minutes), so pressing Play twice or after a reload works.
 * Replaying it only repeats the server's own words in a persona voice, never text of the caller's choosing, and the
 * function's rate limit bounds how often.
 */
export const REPLY_TOKEN_TTL_SECONDS = 30 * 60;

export type ReplyTokenCheck = 'valid' | 'invalid' | 'expired';

async function mac(expiry: number, persona: string, text: string): Promise<string> {
  const key = createHash('sha256')
    .update('reply-token-key\0')
    .update(await sessionSecret())
    .digest();
  const textHash = createHash('sha256').update(text, 'utf8').digest('hex');
  return createHmac('sha256', key).update(`${expiry}\n${persona}\n${textHash}`).digest('base64url');
}

export async function signReply(text: string, persona: string, now = Date.now()): Promise<string> {
  const expiry = Math.floor(now / 1000) + REPLY_TOKEN_TTL_SECONDS;
  return `${expiry}.${await mac(expiry, persona, text)}`;
}

export async function checkReplyToken(
  token: string,
  text: string,
  persona: string,
  now = Date.now(),
): Promise<ReplyTokenCheck> {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expiry = Number(match[1]);
  const expected = Buffer.from(await mac(expiry, persona, text));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expiry * 1000 > now ? 'valid' : 'expired';
}
