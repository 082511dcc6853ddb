import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The student portal on /student-portal: sign-in with a mailed code, the application, its files and sign-out. Loaded on demand in the page's language only (../words.ts). */
export const studentPortalWords: Namespace<'studentPortal', Messages['studentPortal']> = namespace(
  'studentPortal',
  () => import('../messages/en/student-portal'),
  () => import('../messages/hi/student-portal'),
);
