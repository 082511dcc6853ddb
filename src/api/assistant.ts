import { CHAT_ENGINES } from '../domain/chat';
import {
  chatRequestSchema,
  imageRequestSchema,
  searchResultSchema,
  soundEffectRequestSchema,
} from '../domain/chat-schemas';
import { z } from '../domain/zod';
import { jsonContract } from './contract';

/** Vauxa, the chat assistant: answers (JSON, or Server-Sent Events on request), images and spoken messages. */

export const chatAnswerSchema = z.object({
  success: z.literal(true),
  response: z.string(),
  searchResults: z.optional(z.array(searchResultSchema)),
  engine: z.optional(z.enum(CHAT_ENGINES)),
  /** Lets Play Voice Message speak this reply for free (the sound-effects function checks it). */
  replyToken: z.optional(z.string()),
});
export type ChatAnswer = z.input<typeof chatAnswerSchema>;

/**
 * With `Accept: text/event-stream` the answer streams: `delta` {text} events, then `done` with the whole answer, or
 * `error` with the error body.
 */
export const enhancedChat = jsonContract({
  method: 'POST',
  path: '/api/ai/enhanced-chat',
  request: chatRequestSchema,
  response: chatAnswerSchema,
});

export const imageGeneration = jsonContract({
  method: 'POST',
  path: '/api/ai/image-generation',
  request: imageRequestSchema,
  response: z.object({ success: z.literal(true), imageUrl: z.string().check(z.minLength(1)) }),
});

/** Play Voice Message: the message spoken in the persona's voice, as a data:audio/mpeg URL. */
export const voiceMessage = jsonContract({
  method: 'POST',
  path: '/api/ai/sound-effects',
  request: soundEffectRequestSchema,
  response: z.object({
    success: z.literal(true),
    audioUrl: z.string().check(z.minLength(1)),
    // Optional for the page, which plays any engine's audio alike.
    engine: z.optional(z.enum(['elevenlabs', 'embedded'])),
  }),
});
