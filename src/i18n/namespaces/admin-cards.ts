import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The back office's card holders section (roles support and owner) and its confirmation dialog. Loaded on demand in the page's language only (../words.ts). */
export const adminCardsWords: Namespace<'adminCards', Messages['adminCards']> = namespace(
  'adminCards',
  () => import('../messages/en/admin-cards'),
  () => import('../messages/hi/admin-cards'),
);
