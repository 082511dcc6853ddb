import { atom, map } from 'nanostores';
import {
  type AiVersion,
  DEFAULT_AI_VERSION,
  DEFAULT_LANGUAGE,
  DEFAULT_PERSONA,
  historyToText,
  type Language,
  PERSONAS,
  type Persona,
  type SearchResult,
  voiceIdForPersona,
} from '../domain/chat';
import { readChatResponse } from '../domain/chat-stream';
import { z } from '../domain/zod';
import { $chatSettings } from './chat-settings';
import { syncFromStorage } from './local-storage';
import { toast } from './toasts';

/**
 * The /vauxa-ai conversation (SPEC.md sections 3, 4, 7 and 8; DECISIONS.md "Beyond SPEC.md"): messages, the streamed
 * reply with Stop, past conversations kept in localStorage, and the once-per-page-session image and sound tools.
 */

const searchResultSchema = z.object({
  title: z.string(),
  link: z.string(),
  snippet: z.string(),
});

const messageSchema = z.object({
  id: z.string(),
  content: z.string(),
  isUser: z.boolean(),
  /** Milliseconds since 1970. */
  timestamp: z.number(),
  searchResults: z.array(searchResultSchema).optional(),
  imageUrl: z.string().optional(),
  hasAudio: z.boolean().optional(),
  /** The reply's language (assistant messages), for its `lang` attribute. */
  language: z.string().optional(),
  /** The apology that stands in for a failed reply: shown, never sent back as history. */
  failed: z.boolean().optional(),
  /** The server's token for this reply and the persona it was made for: Play Voice Message sends both back. */
  reply: z
    .object({ token: z.string(), persona: z.enum(PERSONAS.map((p) => p.id) as [Persona, ...Persona[]]) })
    .optional(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

const savedChatSchema = z.object({
  id: z.string(),
  title: z.string(),
  savedAt: z.number(),
  messages: z.array(messageSchema).min(1),
});
export type SavedChat = z.infer<typeof savedChatSchema>;

export const HISTORY_KEY = 'vauxa-chat-history';
/** Oldest conversations beyond this many are dropped. */
export const HISTORY_LIMIT = 30;
const TITLE_MAX_CHARS = 60;

/** SPEC.md section 8: the reply that stands in for a failed one (Hindi, as the chat's default language). */
export const APOLOGY = 'माफ़ कीजिए, अभी जवाब देने में दिक्कत हो रही है। कृपया थोड़ी देर बाद फिर से कोशिश करें।';

/** Stored history as conversations; unreadable entries are skipped, unreadable text gives none. */
export function parseSavedChats(stored: string | null): SavedChat[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const chat = savedChatSchema.safeParse(entry);
    return chat.success ? [chat.data] : [];
  });
}

/** A conversation's title: its first question, shortened. */
export function chatTitle(messages: readonly ChatMessage[]): string {
  const first = (messages.find((m) => m.isUser) ?? messages[0])?.content.replace(/\s+/g, ' ').trim() ?? '';
  return first.length > TITLE_MAX_CHARS ? `${first.slice(0, TITLE_MAX_CHARS - 1).trimEnd()}…` : first;
}

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

export const $messages = atom<ChatMessage[]>([]);
/** A reply is on its way (from Send until `done`, an error or Stop). */
export const $sending = atom(false);
/** The assistant message being streamed into, once its first text has arrived. */
export const $streamingId = atom<string | null>(null);
/** Text for the page's polite live region: set when a reply is complete, never per chunk. */
export const $announcement = atom('');
/** Past conversations, newest first; kept in localStorage. */
export const $savedChats = atom<SavedChat[]>([]);
/** The saved conversation the current messages came from (loaded), so New Chat updates it instead of copying it. */
export const $activeChatId = atom<string | null>(null);
/** SPEC.md section 9: one image generation and one sound effect per page session. Never stored. */
export const $toolsUsed = map({ image: false, sound: false });

syncFromStorage($savedChats, HISTORY_KEY, parseSavedChats);

const withoutImages = (chats: SavedChat[]): SavedChat[] =>
  chats.map((chat) => ({
    ...chat,
    messages: chat.messages.map(({ imageUrl: _, ...m }) => m),
  }));

/** Saves the list; when storage is full, first without images (data: URLs are large), then dropping the oldest. */
function setSavedChats(chats: SavedChat[]): void {
  const list = chats.slice(0, HISTORY_LIMIT);
  $savedChats.set(list);
  const attempts = [list, withoutImages(list)];
  for (let n = list.length - 1; n >= 0; n -= 1) attempts.push(withoutImages(list.slice(0, n)));
  for (const attempt of attempts) {
    try {
      if (attempt.length === 0) localStorage.removeItem(HISTORY_KEY);
      else localStorage.setItem(HISTORY_KEY, JSON.stringify(attempt));
      return;
    } catch {
      // full: try a smaller list
    }
  }
}

let counter = 0;
const newId = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
};

const update = (id: string, change: Partial<ChatMessage>) =>
  $messages.set($messages.get().map((m) => (m.id === id ? { ...m, ...change } : m)));

const append = (message: ChatMessage) => $messages.set([...$messages.get(), message]);

/** Keeps the current conversation in history (a loaded one is updated in place, moved to the top). */
function keepCurrent(): void {
  const messages = $messages.get();
  if (messages.length === 0) return;
  const id = $activeChatId.get() ?? newId('chat');
  const chat: SavedChat = {
    id,
    title: chatTitle(messages),
    savedAt: Date.now(),
    messages,
  };
  setSavedChats([chat, ...$savedChats.get().filter((c) => c.id !== id)]);
}

let controller: AbortController | null = null;

/** Turns already in the conversation, as SPEC.md's history text (historyToText keeps the last 5). */
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
  toast({
    title: 'Error',
    description: 'Failed to send message. Please try again.',
    variant: 'destructive',
  });
}

/**
 * Sends a message (SPEC.md section 5: non-blank, nothing in flight; returns false otherwise) and streams the reply.
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
    const response = await fetch('/api/ai/enhanced-chat', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({
        message,
        conversationHistory: conversationHistory(prior),
        personality: options.persona,
        useDeepAnalysis: options.useDeepAnalysis,
        useWebSearch: options.useWebSearch,
        language: options.language,
        aiVersion: options.aiVersion,
        model: $chatSettings.get().model,
      }),
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
    if (abort.signal.aborted) $announcement.set(received ? `Stopped. Vauxa: ${received}` : 'Stopped.');
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
  toast({ title: 'New Chat Started' });
}

export function loadChat(id: string): void {
  const chat = $savedChats.get().find((c) => c.id === id);
  if (!chat) return;
  stop();
  if ($activeChatId.get() !== id) keepCurrent();
  $messages.set(chat.messages);
  $activeChatId.set(id);
  toast({ title: 'Chat Restored' });
}

export function deleteChat(id: string): void {
  setSavedChats($savedChats.get().filter((c) => c.id !== id));
  if ($activeChatId.get() === id) $activeChatId.set(null);
  toast({ title: 'Chat Deleted' });
}

export function clearHistory(): void {
  setSavedChats([]);
  $activeChatId.set(null);
  toast({
    title: 'History Cleared',
    description: 'Past conversations were removed from this browser.',
  });
}

/** POST a JSON body; the named string field of a successful answer, or null on any failure. */
async function postForUrl(path: string, body: unknown, field: 'imageUrl' | 'audioUrl'): Promise<string | null> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) return null;
    const value = (await response.json()) as Record<string, unknown> | null;
    const url = value?.[field];
    return value?.success === true && typeof url === 'string' && url ? url : null;
  } catch {
    return null;
  }
}

/** The image tool: adds the image to the chat; spends the page's one use only when it worked (DECISIONS.md). */
export async function generateImage(prompt: string): Promise<boolean> {
  const text = prompt.trim();
  if (!text || $toolsUsed.get().image) return false;
  const imageUrl = await postForUrl('/api/ai/image-generation', { prompt: text }, 'imageUrl');
  if (!imageUrl) {
    toast({
      title: 'Image Generation Failed',
      description: 'Please try again later.',
      variant: 'destructive',
    });
    return false;
  }
  $toolsUsed.setKey('image', true);
  append({
    id: newId('msg'),
    content: text,
    isUser: true,
    timestamp: Date.now(),
  });
  append({
    id: newId('msg'),
    content: `Image: ${text}`,
    isUser: false,
    timestamp: Date.now(),
    imageUrl,
  });
  toast({ title: 'Image Generated Successfully' });
  return true;
}

/**
 * Speech for a text (POST /api/ai/sound-effects); the audio URL or null. A reply's token makes the server speak that
 * reply, in the voice of the persona that wrote it, for free; other text is in the current persona's voice and is
 * charged to the free trial.
 */
export function speak(
  message: string,
  tool: 'voice' | 'sound-effect',
  reply?: ChatMessage['reply'],
): Promise<string | null> {
  const { persona: current, language } = $options.get();
  const persona = reply?.persona ?? current;
  return postForUrl(
    '/api/ai/sound-effects',
    {
      message,
      personality: persona,
      tool,
      voiceId: voiceIdForPersona(persona),
      language,
      ...(reply ? { replyToken: reply.token } : {}),
    },
    'audioUrl',
  );
}

/** The sound-effect tool: the audio URL, spending the page's one use; null (use kept) when it failed. */
export async function makeSoundEffect(prompt: string): Promise<string | null> {
  const text = prompt.trim();
  if (!text || $toolsUsed.get().sound) return null;
  const audioUrl = await speak(text, 'sound-effect');
  if (!audioUrl) {
    toast({
      title: 'Sound Effect Failed',
      description: 'Please try again later.',
      variant: 'destructive',
    });
    return null;
  }
  $toolsUsed.setKey('sound', true);
  return audioUrl;
}
