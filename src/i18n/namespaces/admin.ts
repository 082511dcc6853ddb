import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The staff dashboard on /admin: the password gate, the summary cards, the applications and their actions. Loaded on demand in the page's language only (../words.ts). */
export const adminWords: Namespace<'admin', Messages['admin']> = namespace(
  'admin',
  () => import('../messages/en/admin'),
  () => import('../messages/hi/admin'),
);
