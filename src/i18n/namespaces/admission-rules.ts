import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The messages of the admission schema (src/domain/admission-schemas.ts), shown by the form and answered by the server. Loaded on demand in the page's language only (../words.ts). */
export const admissionRulesWords: Namespace<'admissionRules', Messages['admissionRules']> = namespace(
  'admissionRules',
  () => import('../messages/en/admission-rules'),
  () => import('../messages/hi/admission-rules'),
);
