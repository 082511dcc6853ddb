import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The sentences for a failed request (../messages/en/failures.ts). Loaded on demand in the page's language only (../words.ts). */
export const failuresWords: Namespace<'failures', Messages['failures']> = namespace(
  'failures',
  () => import('../messages/en/failures'),
  () => import('../messages/hi/failures'),
);
