import { map } from 'nanostores';
import {
  type AiVersion,
  DEFAULT_AI_VERSION,
  DEFAULT_LANGUAGE,
  DEFAULT_PERSONA,
  type Language,
  type Persona,
} from '../domain/chat';
import type { Locale } from '../domain/locale';
import { chatWords } from '../i18n/namespaces/chat';
import { pageWords } from '../i18n/page-locale';
import { withPageWords } from '../i18n/part-words';
import { importAgain, onDemand } from '../loading/on-demand';
import { $activeChatId, keepCurrent } from './chat-history';
import { $announcement, $messages, $sending, $streamingId, append, newId } from './chat-messages';
import { toastNetworkError } from './network-error-toast';
import { toast } from './toasts';

/**
 * The /vauxa-ai conversation: the options, sending with Stop, and starting or restoring a conversation. The streamed
 * reply (chat-reply.ts, loaded on first use), messages, saved conversations and the tools have their own stores
 * (chat-messages.ts, chat-history.ts, chat-tools.ts).
 */

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

/** Whether the visitor has picked the chat's language on this page; until then it follows the edition. */
let languageChosen = false;

/**
 * The chat starts in the edition's language (Hindi on /hi/vauxa-ai, English on /vauxa-ai) until the visitor picks
 * one, which then holds for the page's life; a request without a language still gets the API's default, Hindi.
 */
export function startInEditionLanguage(locale: Locale): void {
  if (!languageChosen) $options.setKey('language', locale);
}

export function chooseLanguage(language: Language): void {
  languageChosen = true;
  $options.setKey('language', language);
}

let controller: AbortController | null = null;

/** The reply's streaming code, with the API client and the chat contracts: fetched on the first Send or on intent. */
export const replyCode = onDemand(() => importAgain(() => import('./chat-reply')).then(withPageWords));

/**
 * Sends a message (non-blank, nothing in flight; returns false otherwise) and streams the reply (./chat-reply.ts).
 * Stop keeps the text received so far. When the reply's code cannot be loaded, the network-error toast says so.
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
  try {
    const { streamReply } = await replyCode.load();
    await streamReply({ message, prior, options, signal: abort.signal });
  } catch {
    // The reply's code could not be loaded (offline).
    if (!abort.signal.aborted) toastNetworkError();
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
