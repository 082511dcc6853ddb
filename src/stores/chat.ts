import { map } from 'nanostores';
import { lazyApi } from '../api/lazy-api';
import {
  type AiVersion,
  DEFAULT_AI_VERSION,
  DEFAULT_LANGUAGE,
  DEFAULT_PERSONA,
  historyToText,
  type Language,
  type Persona,
} from '../domain/chat';
import type { SearchResult } from '../domain/chat-schemas';
import { chatWords } from '../i18n/messages/en/chat';
import { toastsWords } from '../i18n/messages/en/toasts';
import { pageWords } from '../i18n/page-locale';
import { $activeChatId, $savedChats, keepCurrent } from './chat-history';
import {
  $announcement,
  $messages,
  $sending,
  $streamingId,
  append,
  type ChatMessage,
  newId,
  update,
} from './chat-messages';
import { $chatSettings } from './chat-settings';
import { toast } from './toasts';

/**
 * The /vauxa-ai conversation: the options, the
 * streamed reply with Stop, and starting or restoring a conversation. Messages, saved conversations and the tools
 * have their own stores (chat-messages.ts, chat-history.ts, chat-tools.ts).
 */

/** The reply that stands in for a failed one (Hindi, as the chat's default language). */
export const APOLOGY = 'माफ़ कीजिए, अभी जवाब देने में दिक्कत हो रही है। कृपया थोड़ी देर बाद फिर से कोशिश करें।';

export interface ChatOptions {
  persona: Persona;
  language: Language;
  aiVersion: AiVersion;
  useWebSearch: boolean;
  useDeepAnalysis: boolean;
}

export const $options = map<ChatOptions>({
  persona: DEFAULT_PERSONA,
  language: DEFAULT_LANGUAGE,
  aiVersion: DEFAULT_AI_VERSION,
  useWebSearch: false,
  useDeepAnalysis: false,
});

let controller: AbortController | null = null;

const assistantApi = lazyApi(() => import('../api/assistant'));

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
  append({
    id: newId('msg'),
    content: APOLOGY,
    isUser: false,
    timestamp: Date.now(),
    language: 'hi',
    failed: true,
  });
  $announcement.set(`Vauxa: ${APOLOGY}`);
  // The toast system prefixes destructive titles with "Error: " but not a title that is already "Error".
  toast({ title: pageWords(toastsWords).error, description: pageWords(chatWords).sendFailed, variant: 'destructive' });
}

/**
 * Sends a message (non-blank, nothing in flight; returns false otherwise) and streams the reply.
 * Stop keeps the text received so far. A failure adds the Hindi apology and the catalogue's toast.
 */
export async function send(text: string): Promise<boolean> {
  const message = text.trim();
  if (!message || $sending.get()) return false;
  const prior = $messages.get();
  const options = $options.get();
  append({
    id: newId('msg'),
    content: message,
    isUser: true,
    timestamp: Date.now(),
  });
  $sending.set(true);
  $announcement.set('');
  const abort = new AbortController();
  controller = abort;
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
  try {
    // A reader that cannot be loaded fails the reply as a failed fetch does.
    const [{ client, contracts }, { readChatResponse }] = await Promise.all([
      assistantApi.load(),
      import('../domain/chat-stream'),
    ]);
    const response = await client.openEventStream(contracts.enhancedChat, {
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
      signal: abort.signal,
    });
    let failed = true;
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
        failed = false;
      }
    }
    if (failed) throw new Error('no complete answer');
  } catch {
    const words = pageWords(chatWords);
    if (abort.signal.aborted) $announcement.set(received ? words.stoppedWith(received) : words.stopped);
    else fail();
  } finally {
    if (controller === abort) controller = null;
    $streamingId.set(null);
    $sending.set(false);
  }
  return true;
}

/** The Stop button: ends the reply in flight; its text so far stays. */
export function stop(): void {
  controller?.abort();
}

export function newChat(): void {
  stop();
  keepCurrent();
  $messages.set([]);
  $activeChatId.set(null);
  toast({ title: pageWords(chatWords).newChatStarted });
}

export function loadChat(id: string): void {
  const chat = $savedChats.get().find((c) => c.id === id);
  if (!chat) return;
  stop();
  if ($activeChatId.get() !== id) keepCurrent();
  $messages.set(chat.messages);
  $activeChatId.set(id);
  toast({ title: pageWords(chatWords).chatRestored });
}
