import { PERSONAS } from '../domain/chat';
import { searchResultSchema } from '../domain/chat-schemas';
import { z } from '../domain/zod';

/**
 * The saved /vauxa-ai conversations as localStorage holds them, and their reading. The history store
 * (./chat-history.ts) imports this module when it is first used, so the page hydrates without zod.
 */

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
  reply: z.optional(z.object({ token: z.string(), persona: z.enum(PERSONAS) })),
});
export type ChatMessage = z.infer<typeof messageSchema>;

const savedChatSchema = z.object({
  id: z.string(),
  title: z.string(),
  savedAt: z.number(),
  messages: z.array(messageSchema).check(z.minLength(1)),
});
export type SavedChat = z.infer<typeof savedChatSchema>;

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
