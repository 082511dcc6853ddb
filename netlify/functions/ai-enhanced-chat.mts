import type { Config } from '@netlify/functions';
import { type ChatAnswer, enhancedChat } from '../../src/api/assistant';
import { reply, replyStream } from '../lib/assistant/reply';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json, withSecurityHeaders } from '../lib/http/responses';
import { logError } from '../lib/log';
import { signReply } from '../lib/voice/reply-token';

/** Message (4000 characters) plus history (20000) in Devanagari, 3 bytes a character, with room for JSON. */
const BODY_LIMIT = 96 * 1024;

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * POST /api/ai/enhanced-chat: the chat payload, answered {success, response, searchResults, engine, replyToken}
 * (replyToken lets Play Voice Message speak this reply, see reply-token.ts); with
 * `Accept: text/event-stream`, Server-Sent Events: `delta` {text} chunks, then `done` with the whole answer, or
 * `error` {success:false, error} when a provider stream breaks after text was sent.
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
  const abort = new AbortController();
  call.req.signal.addEventListener('abort', () => abort.abort());
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of replyStream(request, abort.signal)) {
          if (event.type === 'delta') controller.enqueue(sse('delta', { text: event.text }));
          else {
            const replyToken = await tokenFor(event.reply.response);
            controller.enqueue(sse('done', { success: true, ...event.reply, replyToken } satisfies ChatAnswer));
          }
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          logError(call.url.pathname, error);
          controller.enqueue(sse('error', { success: false, error: 'The answer was interrupted. Please try again.' }));
        }
      }
      try {
        controller.close();
      } catch {
        // the reader has gone
      }
    },
    cancel() {
      // The page pressed Stop or went away: stop the provider too.
      abort.abort();
    },
  });
  return withSecurityHeaders(
    new Response(stream, {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' },
    }),
  );
});

export const config: Config = {
  path: '/api/ai/enhanced-chat',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
