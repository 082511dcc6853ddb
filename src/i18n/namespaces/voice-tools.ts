import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** * The tools of /ai-tools, which load on first use: the tabs, text to speech, the voice list, voice cloning, the card holder's welcome and the free trial's usage above them, and the trial's refusals. Loaded on demand in the page's language only (../words.ts). */
export const voiceToolsWords: Namespace<'voiceTools', Messages['voiceTools']> = namespace(
  'voiceTools',
  () => import('../messages/en/voice-tools'),
  () => import('../messages/hi/voice-tools'),
);
