import { chatPartsWords } from '../i18n/namespaces/chat-parts';
import { pageWords } from '../i18n/page-locale';
import { stop } from './chat';
import { $activeChatId, $savedChats, keepCurrent, setSavedChats } from './chat-history';
import { $messages } from './chat-messages';
import { toast } from './toasts';

/** What the saved-chat list does with the saved chats; loaded with the list (src/islands/chat/HistoryList.tsx). */

export function loadChat(id: string): void {
  const chat = $savedChats.get().find((c) => c.id === id);
  if (!chat) return;
  stop();
  if ($activeChatId.get() !== id) keepCurrent();
  $messages.set(chat.messages);
  $activeChatId.set(id);
  toast({ title: pageWords(chatPartsWords).chatRestored });
}

export function deleteChat(id: string): void {
  setSavedChats($savedChats.get().filter((c) => c.id !== id));
  if ($activeChatId.get() === id) $activeChatId.set(null);
  toast({ title: pageWords(chatPartsWords).chatDeleted });
}

export function clearHistory(): void {
  setSavedChats([]);
  $activeChatId.set(null);
  const words = pageWords(chatPartsWords);
  toast({ title: words.historyCleared, description: words.historyClearedText });
}
