import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The chat settings on /settings. Loaded on demand in the page's language only (../words.ts). */
export const chatSettingsWords: Namespace<'chatSettings', Messages['chatSettings']> = namespace(
  'chatSettings',
  () => import('../messages/en/chat-settings'),
  () => import('../messages/hi/chat-settings'),
);
