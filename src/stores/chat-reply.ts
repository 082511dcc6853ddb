import { enhancedChat } from '../api/assistant';
import { openEventStream } from '../api/client';
import { historyToText } from '../domain/chat-history-text';
import type { SearchResult } from '../domain/chat-schemas';
import { readChatResponse } from '../domain/chat-stream';
import { chatPartsWords } from '../i18n/namespaces/chat-parts';
import { toastsWords } from '../i18n/namespaces/toasts';
import { pageWords } from '../i18n/page-locale';
import type { ChatOptions } from './chat';
import { $announcement, $messages, $streamingId, append, type ChatMessage, newId } from './chat-messages';
import { $chatSettings } from './chat-settings';
import { toast } from './toasts';

/** Changes one message of the conversation; here, not in ./chat-messages.ts, as only a reply on its way does it. */
const update = (id: string, change: Partial<ChatMessage>) =>
  $messages.set($messages.get().map((m) => (m.id === id ? { ...m, ...change } : m)));

/**
 * The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). Not the API client's failure
 * sentences: the reply is a stream this module reads itself, never a JSON answer the client checks.
 */
export const namespaces = [chatPartsWords, toastsWords];

/**
 * The streamed reply to a sent message. The chat store (./chat.ts) loads this module on the first Send (or before,
 * on intent), so it may import the API client and the chat contracts directly: they load with it, not with the page.
 */

export interface ReplyRequest {
  message: string;
  /** The conversation before the message. */
  prior: readonly ChatMessage[];
  options: ChatOptions;
  signal: AbortSignal;
}

/** Turns already in the conversation, as the request's history text (historyToText keeps the last 5). */
function conversationHistory(messages: readonly ChatMessage[]): string {
  return historyToText(
    messages
      .filter((m) => !m.failed && m.content.trim())
      .map((m) => ({
        role: m.isUser ? ('user' as const) : ('assistant' as const),
        content: m.content,
      })),
  );
}

function fail(): void {
  const apology = pageWords(chatPartsWords).failedReply;
  append({
    id: newId('msg'),
    content: apology,
    isUser: false,
    timestamp: Date.now(),
    language: 'hi',
    failed: true,
  });
  $announcement.set(`Vauxa: ${apology}`);
  // The toast system prefixes destructive titles with "Error: " but not a title that is already "Error".
  toast({
    title: pageWords(toastsWords).error,
    description: pageWords(chatPartsWords).sendFailed,
    variant: 'destructive',
  });
}

/**
 * Streams the reply into the conversation and announces it when done. Stop (the aborted signal) keeps the text
 * received so far; a failure adds the Hindi apology and the catalogue's toast.
 */
export async function streamReply(request: ReplyRequest): Promise<void> {
  try {
    await stream(request);
  } catch {
    const words = pageWords(chatPartsWords);
    const received = $messages.get().find((m) => m.id === $streamingId.get())?.content;
    if (request.signal.aborted) $announcement.set(received ? words.stoppedWith(received) : words.stopped);
    else fail();
  }
}

async function stream({ message, prior, options, signal }: ReplyRequest): Promise<void> {
  const response = await openEventStream(enhancedChat, {
    body: {
      message,
      conversationHistory: conversationHistory(prior),
      personality: options.persona,
      useDeepAnalysis: options.useDeepAnalysis,
      useWebSearch: options.useWebSearch,
      language: options.language,
      aiVersion: options.aiVersion,
      model: $chatSettings.get().model,
    },
    signal,
  });
  let replyId: string | null = null;
  let received = '';
  const write = (content: string, searchResults?: SearchResult[]) => {
    if (replyId === null) {
      replyId = newId('msg');
      append({
        id: replyId,
        content,
        isUser: false,
        timestamp: Date.now(),
        hasAudio: true,
        language: options.language,
      });
      $streamingId.set(replyId);
    } else {
      update(replyId, { content });
    }
    if (searchResults?.length) update(replyId, { searchResults });
  };
  let complete = false;
  for await (const event of readChatResponse(response)) {
    if (event.type === 'delta') {
      received += event.text;
      write(received);
    } else if (event.type === 'done') {
      write(event.response, event.searchResults);
      if (replyId !== null && event.replyToken) {
        update(replyId, { reply: { token: event.replyToken, persona: options.persona } });
      }
      $announcement.set(`Vauxa: ${event.response}`);
      complete = true;
    }
  }
  if (!complete) throw new Error('no complete answer');
}
