import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** * The AI voice tools on /ai-tools up to the tools: the session check, the access choice, the card login and prompt. The tools' own texts, the free trial's count and refusals among them, load with them (./voice-tools.ts). Loaded on demand in the page's language only (../words.ts). */
export const aiToolsWords: Namespace<'aiTools', Messages['aiTools']> = namespace(
  'aiTools',
  () => import('../messages/en/ai-tools'),
  () => import('../messages/hi/ai-tools'),
);
