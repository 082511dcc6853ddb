import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The emotion and character challenge on /games, which loads as the visitor nears it. Loaded on demand in the page's language only (../words.ts). */
export const voiceChallengeWords: Namespace<'voiceChallenge', Messages['voiceChallenge']> = namespace(
  'voiceChallenge',
  () => import('../messages/en/voice-challenge'),
  () => import('../messages/hi/voice-challenge'),
);
