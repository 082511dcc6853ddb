import { ADMISSION_MAX_LENGTH, AGE_OF_MAJORITY, MAX_AGE, MIN_AGE } from '../domain/admission';
import {
  ADMISSION_PROBLEMS,
  type AdmissionField,
  type AdmissionProblem,
  fieldProblems,
} from '../domain/admission-schemas';
import type { z } from '../domain/zod';
import type { Messages } from './messages/en';

/** The admission rules' problems (src/domain/admission-schemas.ts) in a catalogue's words. */
type Rules = Messages['admissionRules'];

const isProblem = (message: string): message is AdmissionProblem =>
  (ADMISSION_PROBLEMS as readonly string[]).includes(message);

/** The name a message gives the field it is about ("First name"); a field without a label is named as it is. */
const labelOf = (field: AdmissionField | string, rules: Rules) =>
  (rules.labels as Record<string, string>)[field] ?? field;

/** The words for one problem on one field; a message that is not a problem code (zod's own) stays as it is. */
export function admissionProblemText(field: AdmissionField | string, message: string, rules: Rules): string {
  if (!isProblem(message)) return message;
  switch (message) {
    case 'required':
      return rules.required(labelOf(field, rules));
    case 'tooLong':
      return rules.tooLong(labelOf(field, rules), ADMISSION_MAX_LENGTH.name);
    case 'nameCharacters':
      return rules.nameCharacters(labelOf(field, rules));
    case 'ageMin':
      return rules.ageMin(MIN_AGE);
    case 'ageMax':
      return rules.ageMax(MAX_AGE);
    case 'disabilityTypeTooLong':
      return rules.disabilityTypeTooLong(ADMISSION_MAX_LENGTH.disabilityType);
    case 'guardianNameTooLong':
      return rules.guardianNameTooLong(ADMISSION_MAX_LENGTH.guardianName);
    case 'guardianNameRequired':
      return rules.guardianNameRequired(AGE_OF_MAJORITY);
    case 'guardianConsentRequired':
      return rules.guardianConsentRequired(AGE_OF_MAJORITY);
    default:
      return rules[message];
  }
}

/** The first message of each wrong field of a failed parse, in a catalogue's words, in the form's field order. */
export function admissionFieldErrors(error: z.core.$ZodError, rules: Rules): Partial<Record<AdmissionField, string>> {
  const out: Partial<Record<AdmissionField, string>> = {};
  for (const [field, message] of Object.entries(fieldProblems(error)) as [AdmissionField, string][]) {
    out[field] = admissionProblemText(field, message, rules);
  }
  return out;
}
