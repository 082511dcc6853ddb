import {
  ADMISSION_MAX_LENGTH,
  ADMISSION_STATUSES,
  AGE_OF_MAJORITY,
  COURSE_IDS,
  DISABILITY_STATUSES,
  FREE_COURSE_ID,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  QUALIFICATIONS,
} from './admission';
import { INTAKES } from './admissions-deadline';
import { LOCALES } from './locale';
import { MOBILE_PATTERN, normaliseMobile } from './mobile-number';
import { isStorableText } from './stored-text';
import { hasVisibleText } from './visible-text';
import { z } from './zod';

/**
 * Admission applications (docs/DECISIONS.md, "Admissions"): the one schema the form on /admissions and
 * POST /api/admissions both use, the status update and the stored record. The choices and limits they check are in
 * ./admission.ts.
 */

/**
 * Letters of any script (Devanagari included, with its vowel signs), with spaces, dots, apostrophes and hyphens
 * inside; it starts with a letter, as a lone combining mark has nothing to sit on. Spaces only (\p{Zs}), not line
 * breaks or tabs: a name is printed on one line of the slip and certificate.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}\p{Zs}.'’-]*$/u;

const minor = (age: number) => age < AGE_OF_MAJORITY;

/**
 * What can be wrong with an application, as codes: the schema's messages are these, and the i18n layer words them
 * for the field they are on (src/i18n/admission-problems.ts), in the page's or the caller's language.
 */
export const ADMISSION_PROBLEMS = [
  'required',
  'tooLong',
  'nameCharacters',
  'emailTooLong',
  'emailInvalid',
  'mobileInvalid',
  'ageWhole',
  'ageMin',
  'ageMax',
  'chooseGender',
  'chooseQualification',
  'chooseDisability',
  'disabilityTypeTooLong',
  'disabilityTypeCharacters',
  'chooseCourse',
  'guardianNameTooLong',
  'describeDisability',
  'freeCourseForGirls',
  'guardianNameRequired',
  'guardianConsentRequired',
] as const;
export type AdmissionProblem = (typeof ADMISSION_PROBLEMS)[number];

const choice = <T extends readonly [string, ...string[]]>(values: T, problem: AdmissionProblem) =>
  z.enum(values, { error: problem });

/** A valid application, as stored (before the server's fields). */
export const admissionSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  age: z.number(),
  gender: z.enum(GENDERS),
  qualification: z.enum(QUALIFICATIONS),
  disabilityStatus: z.enum(DISABILITY_STATUSES),
  disabilityType: z.optional(z.string()),
  course: z.enum(COURSE_IDS),
  guardianName: z.optional(z.string()),
  guardianConsent: z.optional(z.literal(true)),
});
export type Admission = z.output<typeof admissionSchema>;

/**
 * The application: the one schema the form and the server both use, so they can never disagree. Its messages are
 * AdmissionProblem codes. Field names are those of the first version's admission application.
 */
function admissionApplicationSchema() {
  /** A typed text, trimmed: `required` when it is missing or blank, `tooLong` over `max` characters. */
  const typed = (max: number, tooLong: AdmissionProblem = 'tooLong') =>
    z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, tooLong));
  const personName = () => typed(ADMISSION_MAX_LENGTH.name).check(z.regex(NAME_PATTERN, 'nameCharacters'));
  const shape = {
    firstName: personName(),
    lastName: personName(),
    email: z.pipe(
      z.pipe(typed(ADMISSION_MAX_LENGTH.email, 'emailTooLong'), z.email('emailInvalid')),
      z.transform((e: string) => e.toLowerCase()),
    ),
    mobileNumber: z.pipe(
      z.pipe(typed(ADMISSION_MAX_LENGTH.mobileNumber, 'mobileInvalid'), z.transform(normaliseMobile)),
      z.string().check(z.regex(MOBILE_PATTERN, 'mobileInvalid')),
    ),
    age: z.number({ error: 'required' }).check(z.int('ageWhole'), z.gte(MIN_AGE, 'ageMin'), z.lte(MAX_AGE, 'ageMax')),
    gender: choice(GENDERS, 'chooseGender'),
    qualification: choice(QUALIFICATIONS, 'chooseQualification'),
    disabilityStatus: choice(DISABILITY_STATUSES, 'chooseDisability'),
    disabilityType: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(ADMISSION_MAX_LENGTH.disabilityType, 'disabilityTypeTooLong'),
          z.refine(isStorableText, 'disabilityTypeCharacters'),
        ),
    ),
    course: choice(COURSE_IDS, 'chooseCourse'),
    guardianName: z.optional(
      z.string().check(z.trim(), z.maxLength(ADMISSION_MAX_LENGTH.guardianName, 'guardianNameTooLong')),
    ),
    guardianConsent: z.optional(z.boolean()),
  };
  type Field = keyof typeof shape;

  /**
   * A rule across fields runs as soon as the fields it reads are valid, even while others are still wrong, so the
   * form shows every message at once (zod skips refinements after a failed field unless told `when`).
   */
  const once = (fields: Field[]) => {
    const needed = z.object(Object.fromEntries(fields.map((f) => [f, shape[f]])));
    return { when: (payload: { value: unknown }) => needed.safeParse(payload.value).success };
  };

  const application = z.strictObject(shape);
  type Application = z.output<typeof application>;
  const checked = application.check(
    z.refine((a) => a.disabilityStatus !== 'Yes' || hasVisibleText(a.disabilityType ?? ''), {
      path: ['disabilityType'],
      message: 'describeDisability' satisfies AdmissionProblem,
      ...once(['disabilityStatus', 'disabilityType']),
    }),
    z.refine((a) => a.course !== FREE_COURSE_ID || a.gender === 'Female', {
      path: ['course'],
      message: 'freeCourseForGirls' satisfies AdmissionProblem,
      ...once(['course', 'gender']),
    }),
    // Only for a valid age: an age of 7 gets one message (too young), not three.
    z.refine((a) => !minor(a.age) || (a.guardianName !== undefined && NAME_PATTERN.test(a.guardianName)), {
      path: ['guardianName'],
      message: 'guardianNameRequired' satisfies AdmissionProblem,
      ...once(['age', 'guardianName']),
    }),
    z.refine((a) => !minor(a.age) || a.guardianConsent === true, {
      path: ['guardianConsent'],
      message: 'guardianConsentRequired' satisfies AdmissionProblem,
      ...once(['age', 'guardianConsent']),
    }),
  );
  // Keep only what applies: no disability type without a disability, no guardian for adults.
  return z.pipe(
    checked,
    z.transform(({ disabilityType, guardianName, guardianConsent: _consent, ...rest }: Application): Admission => {
      const admission: Admission = { ...rest };
      if (rest.disabilityStatus === 'Yes' && disabilityType) admission.disabilityType = disabilityType;
      if (rest.age < AGE_OF_MAJORITY && guardianName) {
        admission.guardianName = guardianName;
        admission.guardianConsent = true;
      }
      return admission;
    }),
  );
}

/** The application schema: the API contract's request and the form's check. */
export const admissionInputSchema = admissionApplicationSchema();

export type AdmissionInput = z.input<typeof admissionInputSchema>;
export type AdmissionField = keyof AdmissionInput;

export const statusUpdateSchema = z.strictObject({
  status: z.enum(ADMISSION_STATUSES, { error: 'status must be pending, approved or rejected' }),
});

/** The next batch an application was made for (content/next-intake.json at the time), its name in both editions. */
export const appliedBatchSchema = z.object({
  name: z.string(),
  nameHi: z.string(),
  startDate: z.iso.date(),
});
export type AppliedBatch = z.output<typeof appliedBatchSchema>;

/** The stored record: the application plus what the server sets. */
export const admissionRecordSchema = z.extend(admissionSchema, {
  id: z.string(),
  registrationNumber: z.string(),
  submittedAt: z.string(),
  status: z.string(),
  /** Which batch it is for, set by the server from the admissions deadline; older records without it are current. */
  intake: z.optional(z.enum(INTAKES)),
  /** The announced batch it is for, as announced when it was made; absent: the next batch, dates still to come. */
  batch: z.optional(appliedBatchSchema),
  updatedAt: z.optional(z.string()),
  /** When staff last approved or rejected it (cleared when set back to pending): the timeline's decision date. */
  decidedAt: z.optional(z.string()),
  /** The name of the staff member who made that decision (cleared with it). */
  decidedBy: z.optional(z.string()),
  /** The edition it was made in (older records: English): the language of the mails about it. */
  locale: z.optional(z.enum(LOCALES)),
  /**
   * Set on an application made with the e-mail and mobile number of another one less than 24 hours older, from a
   * browser without that one's slip: the earlier registration number, for staff to check which is genuine.
   */
  duplicateOf: z.optional(z.string()),
  /** The id of the status change that set `status` (its mail, audit entry and count change carry the same id). */
  decisionId: z.optional(z.string()),
  /**
   * Present while the steps that follow that change (index, counts, audit, mail release) are not all done: the
   * status it came from, who made it and when (ms, the server's clock: the key time of its count change and audit
   * entry), so a retry finishes them (netlify/lib/admissions/decide-application.ts).
   */
  openChange: z.optional(
    z.object({ from: z.enum(ADMISSION_STATUSES), byEmail: z.string(), byName: z.string(), at: z.number() }),
  ),
});
export type AdmissionRecord = z.output<typeof admissionRecordSchema>;

/**
 * The first problem of each top-level field of a failed parse, in the form's field order: an AdmissionProblem code,
 * or zod's own words for a value of the wrong shape (which the form never sends).
 */
export function fieldProblems(error: z.core.$ZodError): Partial<Record<AdmissionField, string>> {
  const out: Partial<Record<AdmissionField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as AdmissionField;
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}
