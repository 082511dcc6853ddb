import { INTAKES } from './admissions-deadline';
import { MOBILE_PATTERN, normaliseMobile } from './mobile-number';
import { z } from './zod';

/**
 * Admission applications (docs/DECISIONS.md, "Admissions"): the one schema the form on /admissions
 * and POST /api/admissions both use, the stored record, and registration numbers.
 */

/**
 * The courses an application can name: the ids the form sends, the API accepts and records store. Their names and
 * prices are content (content/data/courses.json and the facts), labelled in src/content/courses.ts and given to the
 * islands by their pages.
 */
export const COURSE_IDS = ['voice-acting', 'coding', 'business', 'share-market'] as const;
export type CourseId = (typeof COURSE_IDS)[number];

/** A course as a select offers it: its id and the label shown (for example "Coding (₹1,699)"). */
export interface CourseOption {
  id: CourseId;
  label: string;
}

/** The free voice-acting course is a scheme for girls. */
export const FREE_COURSE_ID: CourseId = 'voice-acting';

export const GENDERS = ['Female', 'Male', 'Other'] as const;
export const QUALIFICATIONS = [
  'Studying (up to Class 8)',
  'Class 10',
  'Class 12',
  'Diploma or ITI',
  'Graduate',
  'Postgraduate',
  'Other',
] as const;
export const DISABILITY_STATUSES = ['No', 'Yes'] as const;

export const MIN_AGE = 8;
export const MAX_AGE = 100;
/** Applicants younger than this need a parent or guardian's name and consent. */
export const AGE_OF_MAJORITY = 18;

/** Letters of any script (Devanagari included), with spaces, dots, apostrophes and hyphens inside. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s.'’-]*$/u;

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`)
    .regex(NAME_PATTERN, `${label} may contain only letters, spaces, dots, apostrophes and hyphens`);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

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
  disabilityType: z.string().optional(),
  course: z.enum(COURSE_IDS),
  guardianName: z.string().optional(),
  guardianConsent: z.literal(true).optional(),
});
export type Admission = z.output<typeof admissionSchema>;

/** The fields as the applicant fills them in. Field names are those of the first version's admission application. */
const admissionShape = {
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .min(1, 'E-mail is required')
    .max(254, 'E-mail is too long')
    .pipe(z.email('Enter a valid e-mail address, for example name@example.com'))
    .transform((e) => e.toLowerCase()),
  mobileNumber: z
    .string({ error: 'Mobile number is required' })
    .trim()
    .min(1, 'Mobile number is required')
    .max(20, 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9')
    .transform(normaliseMobile)
    .pipe(z.string().regex(MOBILE_PATTERN, 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9')),
  age: z
    .number({ error: 'Age is required' })
    .int('Age must be a whole number')
    .min(MIN_AGE, `Age must be at least ${MIN_AGE}`)
    .max(MAX_AGE, `Age must be at most ${MAX_AGE}`),
  gender: choice(GENDERS, 'Choose a gender'),
  qualification: choice(QUALIFICATIONS, 'Choose your qualification'),
  disabilityStatus: choice(DISABILITY_STATUSES, 'Choose whether you have a disability'),
  disabilityType: z.string().trim().max(100, 'Disability type must be at most 100 characters').optional(),
  course: choice(COURSE_IDS, 'Choose a course'),
  guardianName: z.string().trim().max(60, 'Parent or guardian name must be at most 60 characters').optional(),
  guardianConsent: z.boolean().optional(),
};
type Field = keyof typeof admissionShape;

/**
 * A rule across fields runs as soon as the fields it reads are valid, even while others are still wrong, so the
 * form shows every message at once (zod skips refinements after a failed field unless told `when`).
 */
const once = (fields: Field[]) => {
  const needed = z.object(Object.fromEntries(fields.map((f) => [f, admissionShape[f]])));
  return { when: (payload: { value: unknown }) => needed.safeParse(payload.value).success };
};
const minor = (age: number) => age < AGE_OF_MAJORITY;

export const admissionInputSchema = z
  .object(admissionShape)
  .strict()
  .refine((a) => a.disabilityStatus !== 'Yes' || Boolean(a.disabilityType), {
    path: ['disabilityType'],
    message: 'Describe the disability',
    ...once(['disabilityStatus', 'disabilityType']),
  })
  .refine((a) => a.course !== FREE_COURSE_ID || a.gender === 'Female', {
    path: ['course'],
    message: 'The free voice-acting course (Pyari Bahan Yojana 2025) is for girls; choose another course',
    ...once(['course', 'gender']),
  })
  // Only for a valid age: an age of 7 gets one message (too young), not three.
  .refine((a) => !minor(a.age) || (a.guardianName !== undefined && NAME_PATTERN.test(a.guardianName)), {
    path: ['guardianName'],
    message: `Parent or guardian name is required for applicants under ${AGE_OF_MAJORITY}`,
    ...once(['age', 'guardianName']),
  })
  .refine((a) => !minor(a.age) || a.guardianConsent === true, {
    path: ['guardianConsent'],
    message: `Parent or guardian consent is required for applicants under ${AGE_OF_MAJORITY}`,
    ...once(['age', 'guardianConsent']),
  })
  // Keep only what applies: no disability type without a disability, no guardian for adults.
  .transform(({ disabilityType, guardianName, guardianConsent: _consent, ...rest }): Admission => {
    const admission: Admission = { ...rest };
    if (rest.disabilityStatus === 'Yes' && disabilityType) admission.disabilityType = disabilityType;
    if (rest.age < AGE_OF_MAJORITY && guardianName) {
      admission.guardianName = guardianName;
      admission.guardianConsent = true;
    }
    return admission;
  });

export type AdmissionInput = z.input<typeof admissionInputSchema>;
export type AdmissionField = keyof AdmissionInput;

/** Status values an admin can set. Stored values outside these are shown as rejected. */
export const ADMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];
export const statusUpdateSchema = z
  .object({ status: z.enum(ADMISSION_STATUSES, { error: 'status must be pending, approved or rejected' }) })
  .strict();

/** How a stored status is shown: pending, approved, anything else rejected. */
export function displayStatus(status: string): AdmissionStatus {
  return status === 'pending' || status === 'approved' ? status : 'rejected';
}

/** The stored record: the application plus what the server sets. */
export const admissionRecordSchema = admissionSchema.extend({
  id: z.string(),
  registrationNumber: z.string(),
  submittedAt: z.string(),
  status: z.string(),
  /** Which batch it is for, set by the server from the admissions deadline; older records without it are current. */
  intake: z.enum(INTAKES).optional(),
  updatedAt: z.string().optional(),
});
export type AdmissionRecord = z.output<typeof admissionRecordSchema>;

export function fullName(a: Pick<Admission, 'firstName' | 'lastName'>): string {
  return `${a.firstName} ${a.lastName}`;
}

/** Field errors of a failed parse, first message per top-level field, in the form's field order. */
export function fieldErrors(error: z.ZodError): Partial<Record<AdmissionField, string>> {
  const out: Partial<Record<AdmissionField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as AdmissionField;
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}
