import { atom } from 'nanostores';
import type { ChatMessage } from './stored-chats';

/** The messages of the current /vauxa-ai conversation and the state of the reply on its way. */

/** A message as the page shows it and the history keeps it. */
export type { ChatMessage } from './stored-chats';

export const $messages = atom<ChatMessage[]>([]);
/** A reply is on its way (from Send until `done`, an error or Stop). */
export const $sending = atom(false);
/** The assistant message being streamed into, once its first text has arrived. */
export const $streamingId = atom<string | null>(null);
/** Text for the page's polite live region: set when a reply is complete, never per chunk. */
export const $announcement = atom('');
let counter = 0;
export const newId = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
};

export const append = (message: ChatMessage) => $messages.set([...$messages.get(), message]);
