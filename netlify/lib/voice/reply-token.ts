import { checkToken, sha256Hex, signToken, type TokenCheck } from '../security/signed-token';

/**
 * Reply tokens: Play Voice Message speaks only what Vauxa itself said. Each assistant reply from
 * /api/ai/enhanced-chat carries `replyToken` = "<expiry>.<HMAC-SHA256(expiry, persona, SHA-256(reply text))>" under
 * a key derived from SESSION_SECRET (signed-token.ts); /api/ai/sound-effects speaks a message for free only with a
 * token that matches its exact text and persona and has not expired.
 *
 * Replay: a token may be used again until it expires (30 minutes), so pressing Play twice or after a reload works.
 * Replaying it only repeats the server's own words in a persona voice, never text of the caller's choosing, and the
 * function's rate limit bounds how often.
 */
export const REPLY_TOKEN_TTL_SECONDS = 30 * 60;
const PURPOSE = 'reply-token';

export type ReplyTokenCheck = TokenCheck;

export function signReply(text: string, persona: string, now = Date.now()): Promise<string> {
  return signToken(PURPOSE, [persona, sha256Hex(text)], REPLY_TOKEN_TTL_SECONDS, now);
}

export function checkReplyToken(token: string, text: string, persona: string, now = Date.now()): Promise<TokenCheck> {
  return checkToken(PURPOSE, token, [persona, sha256Hex(text)], now);
}
