import { type Admission, type AdmissionField, admissionInputSchema } from '../domain/admission-schemas';
import { admissionFieldErrors } from '../i18n/admission-problems';
import { admissionRulesWords } from '../i18n/namespaces/admission-rules';
import { pageWords } from '../i18n/page-locale';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [admissionRulesWords];

/**
 * The admission form's check, loaded with its first use by ./admission-application.ts (zod and the rules' messages
 * with it, not with the page): the application, or the first message of each wrong field, in the page's language.
 */
export function checkInput(
  input: unknown,
): { ok: true; application: Admission } | { ok: false; fields: Partial<Record<AdmissionField, string>> } {
  const parsed = admissionInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, application: parsed.data };
  return { ok: false, fields: admissionFieldErrors(parsed.error, pageWords(admissionRulesWords)) };
}
