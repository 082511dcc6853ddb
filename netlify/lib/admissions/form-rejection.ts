import type { z } from 'zod';
import type { admissionRejectedSchema } from '../../../src/api/admissions';
import type { Locale } from '../../../src/domain/locale';
import { admissionFieldErrors, admissionProblemText } from '../../../src/i18n/admission-problems';
import admissionRules from '../../../src/i18n/messages/en/admission-rules';
import admissionRulesHindi from '../../../src/i18n/messages/hi/admission-rules';
import { inLocale } from '../../../src/i18n/per-locale';
import { describeIssue } from '../http/body';
import { refusalBody } from '../http/errors';

/**
 * The 400 answer to an application the form's schema refuses: the rules' problems in the caller's language (the
 * first as the error, every field's in `fields`), so the form shows the server's messages in its own words.
 */
export function formRejection(error: z.core.$ZodError, locale: Locale) {
  // The rules' words of the caller's edition: the Hindi catalogue when the page is Hindi.
  const rules = inLocale(locale, { en: admissionRules, hi: admissionRulesHindi });
  const first = error.issues[0];
  // describeIssue words a missing field in English (its technical name); in Hindi the rule's own words say it.
  const detail = first
    ? describeIssue(
        { ...first, message: admissionProblemText(String(first.path[0] ?? ''), first.message, rules) },
        { ownWords: inLocale(locale, { en: false, hi: true }) },
      )
    : 'Invalid application';
  return refusalBody({ code: 'invalidRequest', detail }, locale, {
    fields: admissionFieldErrors(error, rules),
  }) satisfies z.input<typeof admissionRejectedSchema>;
}
