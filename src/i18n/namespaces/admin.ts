import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The back office on /admin: the summary cards, the applications and their actions, the sections behind them. Loaded with the back office, in the page's language only (../words.ts). */
export const adminWords: Namespace<'admin', Messages['admin']> = namespace(
  'admin',
  () => import('../messages/en/admin'),
  () => import('../messages/hi/admin'),
);
