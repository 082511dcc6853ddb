import {
  AI_VERSIONS,
  type AiVersion,
  HISTORY_MAX_CHARS,
  LANGUAGES,
  type Language,
  MESSAGE_MAX_CHARS,
  MODELS,
  type Model,
  PERSONAS,
  PROMPT_MAX_CHARS,
} from './chat';
import { visibleText } from './visible-text';
import { z } from './zod';

/** The request bodies of the chat functions and the search results of an answer (the rules are in ./chat.ts). */

const languageIds = LANGUAGES.map((l) => l.id) as [Language, ...Language[]];
const aiVersionIds = AI_VERSIONS.map((v) => v.id) as [AiVersion, ...AiVersion[]];
const modelIds = MODELS.map((m) => m.id) as [Model, ...Model[]];

const historyTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(MESSAGE_MAX_CHARS * 2)),
});

/** A required text field: trimmed, not blank nor invisible, at most `max` characters; errors name the field. */
const text = (field: string, max: number) =>
  visibleText(
    z
      .string({ error: `${field} is required` })
      .check(
        z.trim(),
        z.minLength(1, `${field} must not be empty`),
        z.maxLength(max, `${field} must be at most ${max} characters`),
      ),
  );

/** One of a list of ids, with the list in the error. */
const oneOf = <T extends string>(field: string, ids: readonly [T, ...T[]]) =>
  z.enum(ids, { error: `${field} must be one of: ${ids.join(', ')}` });

/** POST /api/ai/enhanced-chat body. `personalityPrompt` is accepted for compatibility and ignored. */
export const chatRequestSchema = z.object({
  message: text('message', MESSAGE_MAX_CHARS),
  conversationHistory: z._default(
    z.optional(
      z.union([
        z
          .string()
          .check(z.maxLength(HISTORY_MAX_CHARS, `conversationHistory must be at most ${HISTORY_MAX_CHARS} characters`)),
        z.array(historyTurnSchema).check(z.maxLength(50, 'conversationHistory must have at most 50 turns')),
      ]),
    ),
    '',
  ),
  personality: z._default(oneOf('personality', PERSONAS), 'info'),
  personalityPrompt: z.optional(z.string().check(z.maxLength(HISTORY_MAX_CHARS))),
  useDeepAnalysis: z._default(z.boolean(), false),
  useWebSearch: z._default(z.boolean(), false),
  language: z._default(oneOf('language', languageIds), 'hi'),
  aiVersion: z._default(oneOf('aiVersion', aiVersionIds), '1.5'),
  /** Beyond the first version's payload: the settings page's model choice, when the page sends it. */
  model: z.optional(oneOf('model', modelIds)),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const searchResultSchema = z.object({ title: z.string(), link: z.string(), snippet: z.string() });
export type SearchResult = z.output<typeof searchResultSchema>;

/** POST /api/ai/image-generation body. */
export const imageRequestSchema = z.object({
  prompt: text('prompt', PROMPT_MAX_CHARS),
});

/**
 * POST /api/ai/sound-effects body: speaks a chat message in the persona's voice. With the reply's
 * replyToken it speaks that assistant reply; without one (the sound-effect tool) the text is the caller's own and
 * is charged to the free trial like text to speech.
 */
export const soundEffectRequestSchema = z.object({
  message: text('message', HISTORY_MAX_CHARS),
  personality: z._default(oneOf('personality', PERSONAS), 'info'),
  tool: z.optional(z.string().check(z.maxLength(50))),
  voiceId: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  language: z._default(oneOf('language', languageIds), 'hi'),
  /** The replyToken of the assistant reply being spoken (Play Voice Message); without one the text is charged. */
  replyToken: z.optional(z.string().check(z.maxLength(200))),
});
export type SoundEffectRequest = z.infer<typeof soundEffectRequestSchema>;
