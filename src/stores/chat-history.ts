import { atom } from 'nanostores';
import { importAgain } from '../loading/on-demand';
import { $messages, type ChatMessage, newId } from './chat-messages';
import { syncFromStorage } from './local-storage';
import type { SavedChat } from './stored-chats';

/** Past /vauxa-ai conversations, kept in this browser's localStorage. */

export const HISTORY_KEY = 'vauxa-chat-history';
/** Oldest conversations beyond this many are dropped. */
export const HISTORY_LIMIT = 30;
const TITLE_MAX_CHARS = 60;

/** A conversation's title: its first question, shortened. */
export function chatTitle(messages: readonly ChatMessage[]): string {
  const first = (messages.find((m) => m.isUser) ?? messages[0])?.content.replace(/\s+/g, ' ').trim() ?? '';
  return first.length > TITLE_MAX_CHARS ? `${first.slice(0, TITLE_MAX_CHARS - 1).trimEnd()}…` : first;
}

/** Past conversations, newest first; kept in localStorage. */
export const $savedChats = atom<SavedChat[]>([]);
/** The saved conversation the current messages came from (loaded), so New Chat updates it instead of copying it. */
export const $activeChatId = atom<string | null>(null);
syncFromStorage(
  $savedChats,
  HISTORY_KEY,
  async () => (await importAgain(() => import('./stored-chats'))).parseSavedChats,
);

const withoutImages = (chats: SavedChat[]): SavedChat[] =>
  chats.map((chat) => ({
    ...chat,
    messages: chat.messages.map(({ imageUrl: _, ...m }) => m),
  }));

/** Saves the list; when storage is full, first without images (data: URLs are large), then dropping the oldest. */
export function setSavedChats(chats: SavedChat[]): void {
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

/** Keeps the current conversation in history (a loaded one is updated in place, moved to the top). */
export function keepCurrent(): void {
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
