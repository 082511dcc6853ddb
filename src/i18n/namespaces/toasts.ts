import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The notifications region. Loaded on demand in the page's language only (../words.ts). */
export const toastsWords: Namespace<'toasts', Messages['toasts']> = namespace(
  'toasts',
  () => import('../messages/en/toasts'),
  () => import('../messages/hi/toasts'),
);
