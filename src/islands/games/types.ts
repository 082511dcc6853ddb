import type { z } from 'zod';
import type { tongueTwisterSchema, voiceChallengeSchema } from '../../content/schemas';

/** Entries of the tongueTwisters and voiceChallenges collections, as the page passes them to the island. */
export type TongueTwister = z.infer<typeof tongueTwisterSchema> & { id: string };
export type VoiceChallenge = z.infer<typeof voiceChallengeSchema> & { id: string };
