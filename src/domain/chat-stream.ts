import { type SearchResult, searchResultSchema } from './chat-schemas';
import { createSseParser, type SseEvent } from './sse';
import { z } from './zod';

/**
 * The page's reading of POST /api/ai/enhanced-chat: Server-Sent Events `delta` {text}, then `done`
 * {success, response, searchResults} or `error` {success:false, error}; or one JSON answer when the server did not
 * stream. Anything else (a wrong shape, a stream that ends without `done`) is a failure; the server's error text is
 * never shown to the reader, so a failure carries no message.
 */

export type ChatStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; response: string; searchResults: SearchResult[]; replyToken?: string }
  | { type: 'error' };

const deltaSchema = z.object({ text: z.string() });
const answerSchema = z.object({
  success: z.literal(true),
  response: z.string().check(z.refine((text) => text.trim().length > 0)),
  searchResults: z.optional(z.array(searchResultSchema)),
  replyToken: z.optional(z.string()),
});

function answerEvent(value: unknown): ChatStreamEvent {
  const answer = answerSchema.safeParse(value);
  if (!answer.success) return { type: 'error' };
  const { response, searchResults = [], replyToken } = answer.data;
  return replyToken ? { type: 'done', response, searchResults, replyToken } : { type: 'done', response, searchResults };
}

/** One SSE event as a chat event; null for events the page does not know (they are skipped). */
export function decodeChatEvent(event: SseEvent): ChatStreamEvent | null {
  if (event.event !== 'delta' && event.event !== 'done' && event.event !== 'error') return null;
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    return { type: 'error' };
  }
  if (event.event === 'error') return { type: 'error' };
  if (event.event === 'done') return answerEvent(value);
  const delta = deltaSchema.safeParse(value);
  return delta.success ? { type: 'delta', text: delta.data.text } : { type: 'error' };
}

/**
 * The events of a chat response, in order, ending with exactly one `done` or `error`. Reading stops when the
 * caller's fetch is aborted (the read then rejects with the AbortError, which the caller tells apart).
 */
export async function* readChatResponse(response: Response): AsyncGenerator<ChatStreamEvent> {
  if (!response.ok || !response.body) {
    yield { type: 'error' };
    return;
  }
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    yield answerEvent(body);
    return;
  }
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      const events = [...parser.push(text), ...(done ? parser.end() : [])];
      for (const sse of events) {
        const event = decodeChatEvent(sse);
        if (!event) continue;
        yield event;
        if (event.type !== 'delta') return;
      }
      if (done) break;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  // The stream ended without `done`: the answer is incomplete.
  yield { type: 'error' };
}
