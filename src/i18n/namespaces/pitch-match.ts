import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The pitch-match game on /games, which loads as the visitor nears it. Loaded on demand in the page's language only (../words.ts). */
export const pitchMatchWords: Namespace<'pitchMatch', Messages['pitchMatch']> = namespace(
  'pitchMatch',
  () => import('../messages/en/pitch-match'),
  () => import('../messages/hi/pitch-match'),
);
