import { type Admission, type AdmissionField, admissionInputSchemaIn, fieldErrors } from '../domain/admission-schemas';
import { admissionRulesWords } from '../i18n/messages/en/admission-rules';
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
  const parsed = admissionInputSchemaIn(pageWords(admissionRulesWords)).safeParse(input);
  return parsed.success ? { ok: true, application: parsed.data } : { ok: false, fields: fieldErrors(parsed.error) };
}
