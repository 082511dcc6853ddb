import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The admission form on /admissions and its result. Loaded on demand in the page's language only (../words.ts). */
export const admissionWords: Namespace<'admission', Messages['admission']> = namespace(
  'admission',
  () => import('../messages/en/admission'),
  () => import('../messages/hi/admission'),
);
