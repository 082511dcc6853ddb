import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The staff sign-in on /admin, all the page shows before the back office loads. Loaded in the page's language only (../words.ts). */
export const staffSignInWords: Namespace<'staffSignIn', Messages['staffSignIn']> = namespace(
  'staffSignIn',
  () => import('../messages/en/staff-sign-in'),
  () => import('../messages/hi/staff-sign-in'),
);
