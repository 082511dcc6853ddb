import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** * The Vauxa chat's texts that only its parts loaded on first use show (the messages, the tools menu, the dialogs, the image viewer, the saved chats' and the tools' toasts): /vauxa-ai does not load them up front. Loaded on demand in the page's language only (../words.ts). */
export const chatPartsWords: Namespace<'chatParts', Messages['chatParts']> = namespace(
  'chatParts',
  () => import('../messages/en/chat-parts'),
  () => import('../messages/hi/chat-parts'),
);
