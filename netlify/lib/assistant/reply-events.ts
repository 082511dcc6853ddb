import type { ChatAnswer, enhancedChat } from '../../../src/api/assistant';
import type { Locale } from '../../../src/domain/locale';
import type { z } from '../../../src/domain/zod';
import { refusalWords } from '../http/server-messages';
import { logError } from '../log';
import { replyStream } from './reply';

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

interface ReplyEventsOptions {
  /** The signal of the request: the page pressed Stop or went away. */
  signal: AbortSignal;
  /** The Play Voice Message token of a finished reply (reply-token.ts). */
  tokenFor: (response: string) => Promise<string>;
  locale: Locale;
  logPath: string;
}

/**
 * A reply as Server-Sent Events: `delta` {text} chunks, then `done` with the whole answer and its reply token, or
 * `error` {success: false, code: 'replyInterrupted', error} in the caller's language when the provider's stream
 * breaks after text was sent. Cancelling the body (Stop) stops the provider too.
 */
export function replyEvents(request: z.output<typeof enhancedChat.request>, options: ReplyEventsOptions) {
  const abort = new AbortController();
  options.signal.addEventListener('abort', () => abort.abort());
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of replyStream(request, abort.signal)) {
          if (event.type === 'delta') controller.enqueue(sse('delta', { text: event.text }));
          else {
            const replyToken = await options.tokenFor(event.reply.response);
            controller.enqueue(sse('done', { success: true, ...event.reply, replyToken } satisfies ChatAnswer));
          }
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          logError(options.logPath, error);
          const code = 'replyInterrupted';
          controller.enqueue(sse('error', { success: false, code, error: refusalWords({ code }, options.locale) }));
        }
      }
      try {
        controller.close();
      } catch {
        // the reader has gone
      }
    },
    cancel() {
      abort.abort();
    },
  });
}
