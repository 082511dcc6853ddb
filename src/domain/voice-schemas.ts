import { z } from './zod';

/** Voices as the voice functions answer them (the voice rules and limits are in ./voice.ts). */

export const voiceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a voice id'));

/** A voice as the voices call returns it: voice_id, name, category, description. */
export const voiceSchema = z.object({
  voice_id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
});
export type Voice = z.output<typeof voiceSchema>;

/** A voice in the list; `own` marks the card holder's cloned voices. */
export const listedVoiceSchema = z.extend(voiceSchema, { own: z.optional(z.literal(true)) });
export type ListedVoice = z.output<typeof listedVoiceSchema>;
