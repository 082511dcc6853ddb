import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The applications' decisions in the back office: who decided, the guardian column, the confirmation. Loaded on demand in the page's language only (../words.ts). */
export const adminDecisionsWords: Namespace<'adminDecisions', Messages['adminDecisions']> = namespace(
  'adminDecisions',
  () => import('../messages/en/admin-decisions'),
  () => import('../messages/hi/admin-decisions'),
);
