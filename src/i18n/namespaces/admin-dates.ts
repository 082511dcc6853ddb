import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The applications' "Submitted" filter in the back office. Loaded on demand in the page's language only (../words.ts). */
export const adminDatesWords: Namespace<'adminDates', Messages['adminDates']> = namespace(
  'adminDates',
  () => import('../messages/en/admin-dates'),
  () => import('../messages/hi/admin-dates'),
);
