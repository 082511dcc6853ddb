import { z } from './zod';

/** Voices as the voice functions answer them (the voice rules and limits are in ./voice.ts). */

export const voiceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a voice id'));

/** The languages the voice list is grouped by, in its order. */
export const VOICE_LANGUAGES = ['hi', 'en', 'ur', 'pa', 'mr'] as const;
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];
export const VOICE_GENDERS = ['female', 'male'] as const;

/**
 * A voice as the voices call returns it: voice_id, name, category, description, and where known the
 * language it speaks and its gender (codes: the page describes the voice in its own language).
 */
export const voiceSchema = z.object({
  voice_id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  language: z.optional(z.enum(VOICE_LANGUAGES)),
  gender: z.optional(z.enum(VOICE_GENDERS)),
});
export type Voice = z.output<typeof voiceSchema>;

/** A voice in the list; `own` marks the card holder's cloned voices. */
export const listedVoiceSchema = z.extend(voiceSchema, { own: z.optional(z.literal(true)) });
export type ListedVoice = z.output<typeof listedVoiceSchema>;
