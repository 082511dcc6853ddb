import { atom } from 'nanostores';
import { PERSONAS, type Persona, searchResultSchema } from '../domain/chat';
import { z } from '../domain/zod';

/** The messages of the current /vauxa-ai conversation and the state of the reply on its way. */

export const messageSchema = z.object({
  id: z.string(),
  content: z.string(),
  isUser: z.boolean(),
  /** Milliseconds since 1970. */
  timestamp: z.number(),
  searchResults: z.optional(z.array(searchResultSchema)),
  imageUrl: z.optional(z.string()),
  hasAudio: z.optional(z.boolean()),
  /** The reply's language (assistant messages), for its `lang` attribute. */
  language: z.optional(z.string()),
  /** The apology that stands in for a failed reply: shown, never sent back as history. */
  failed: z.optional(z.boolean()),
  /** The server's token for this reply and the persona it was made for: Play Voice Message sends both back. */
  reply: z.optional(
    z.object({ token: z.string(), persona: z.enum(PERSONAS.map((p) => p.id) as [Persona, ...Persona[]]) }),
  ),
});
export type ChatMessage = z.infer<typeof messageSchema>;

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

export const update = (id: string, change: Partial<ChatMessage>) =>
  $messages.set($messages.get().map((m) => (m.id === id ? { ...m, ...change } : m)));

export const append = (message: ChatMessage) => $messages.set([...$messages.get(), message]);
