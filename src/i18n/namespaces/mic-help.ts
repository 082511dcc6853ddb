import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** What the games on /games say when the microphone is unavailable: shown only then, loaded with the first use. Loaded on demand in the page's language only (../words.ts). */
export const micHelpWords: Namespace<'micHelp', Messages['micHelp']> = namespace(
  'micHelp',
  () => import('../messages/en/mic-help'),
  () => import('../messages/hi/mic-help'),
);
