import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The voice-training games on /games. Loaded on demand in the page's language only (../words.ts). */
export const gamesWords: Namespace<'games', Messages['games']> = namespace(
  'games',
  () => import('../messages/en/games'),
  () => import('../messages/hi/games'),
);
