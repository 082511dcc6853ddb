import type { Config } from '@netlify/functions';
import { type ChatAnswer, enhancedChat } from '../../src/api/assistant';
import { reply } from '../lib/assistant/reply';
import { replyEvents } from '../lib/assistant/reply-events';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json, withSecurityHeaders } from '../lib/http/responses';
import { signReply } from '../lib/voice/reply-token';

/** Message (4000 characters) plus history (20000) in Devanagari, 3 bytes a character, with room for JSON. */
const BODY_LIMIT = 96 * 1024;

/**
 * POST /api/ai/enhanced-chat: the chat payload, answered {success, response, searchResults, engine, replyToken}
 * (replyToken lets Play Voice Message speak this reply, see reply-token.ts); with `Accept: text/event-stream`,
 * Server-Sent Events (assistant/reply-events.ts).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const request = await readJson(call.req, enhancedChat.request, BODY_LIMIT);
  // Play Voice Message sends the reply back trimmed, as the sound-effects schema reads it.
  const tokenFor = (response: string) => signReply(response.trim(), request.personality);
  if (!call.req.headers.get('accept')?.includes('text/event-stream')) {
    const answer = await reply(request, call.req.signal);
    const body: ChatAnswer = { success: true, ...answer, replyToken: await tokenFor(answer.response) };
    return json(body);
  }
  const options = { signal: call.req.signal, tokenFor, locale: call.locale, logPath: call.url.pathname };
  return withSecurityHeaders(
    new Response(replyEvents(request, options), {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' },
    }),
  );
});

export const config: Config = {
  path: '/api/ai/enhanced-chat',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
