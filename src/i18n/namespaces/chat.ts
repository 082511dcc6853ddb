import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The Vauxa chat on /vauxa-ai. Loaded on demand in the page's language only (../words.ts). */
export const chatWords: Namespace<'chat', Messages['chat']> = namespace(
  'chat',
  () => import('../messages/en/chat'),
  () => import('../messages/hi/chat'),
);
