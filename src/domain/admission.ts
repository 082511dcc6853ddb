import { CODE_ALPHABET } from './investor-code';
import { randomCode } from './random-code';
import { z } from './zod';

/**
 * Admission applications (SPEC.md section 3, DECISIONS.md "Beyond SPEC.md"): the one schema the form on /admissions
 * and POST /api/admissions both use, the stored record, and registration numbers.
 */

/** The courses an applicant can choose: the free voice-acting course and the three paid courses of SPEC.md section 9. */
export const COURSES = [
  { id: 'voice-acting', label: 'Voice Acting (free, 6 months, Pyari Bahan Yojana 2025)' },
  { id: 'coding', label: 'Coding (₹1,699)' },
  { id: 'business', label: 'Business (₹1,099)' },
  { id: 'share-market', label: 'Share Market (₹311)' },
] as const;
export type CourseId = (typeof COURSES)[number]['id'];
const COURSE_IDS = COURSES.map((c) => c.id) as [CourseId, ...CourseId[]];

/** The free voice-acting course is a scheme for girls (SPEC.md section 1). */
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

/** 10-digit Indian mobile numbers start with 6, 7, 8 or 9. */
const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * Normalises an Indian mobile number: drops spaces, dashes, dots and brackets, then a +91, 91 or 0 prefix.
 * "+91 98765 43210", "098765-43210" and "9876543210" all become "9876543210". Anything else comes back cleaned
 * but unchanged in substance, so validation can reject it.
 */
export function normaliseMobile(input: string): string {
  const compact = input.replace(/[\s\-.()]/g, '');
  const digits = compact.replace(/^\+91/, '').replace(/^0091/, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function isValidMobile(input: string): boolean {
  return MOBILE_PATTERN.test(normaliseMobile(input));
}

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
export interface Admission {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  age: number;
  gender: (typeof GENDERS)[number];
  qualification: (typeof QUALIFICATIONS)[number];
  disabilityStatus: (typeof DISABILITY_STATUSES)[number];
  disabilityType?: string;
  course: CourseId;
  guardianName?: string;
  guardianConsent?: true;
}

/** The fields as the applicant fills them in. Field names are those of SPEC.md's admission application. */
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

/** Status values an admin can set. Stored values outside these are shown as rejected (SPEC.md). */
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
export interface AdmissionRecord extends Admission {
  id: string;
  registrationNumber: string;
  submittedAt: string;
  status: string;
  updatedAt?: string;
}

export const REGISTRATION_PREFIX = 'AVI';
export const REGISTRATION_RANDOM_LENGTH = 6;
const REGISTRATION_PATTERN = new RegExp(
  `^${REGISTRATION_PREFIX}-\\d{4}-[${CODE_ALPHABET}]{${REGISTRATION_RANDOM_LENGTH}}$`,
);

const INDIA = 'Asia/Kolkata';
const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'long' });
const indiaDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'medium', timeStyle: 'short' });

/** The year in India, where the institute is, so numbers issued on 1 January IST carry the new year. */
export function indiaYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, year: 'numeric' }).format(date));
}

/** "22 November 2026", in India's time zone. */
export const formatIndiaDate = (date: string | Date) => indiaDate.format(new Date(date));
/** "22 Nov 2026, 5:30 pm IST". */
export const formatIndiaDateTime = (date: string | Date) => `${indiaDateTime.format(new Date(date))} IST`;

/** SPEC.md's texts of the admin dashboard, exactly. */
export const ADMIN_TEXT = {
  invalidPassword: 'Invalid password. Please contact administrator.',
  loading: 'Loading applications...',
  loadError: 'Error loading applications',
  username: 'admin',
} as const;

/** A new registration number such as AVI-2026-7K3M9Q. Uniqueness is the store's job (conditional create). */
export function newRegistrationNumber(now: Date = new Date()): string {
  return `${REGISTRATION_PREFIX}-${indiaYear(now)}-${randomCode(REGISTRATION_RANDOM_LENGTH)}`;
}

/** Uppercases and trims; returns the number when it has the right shape, else null. */
export function parseRegistrationNumber(input: string): string | null {
  const value = input.trim().toUpperCase();
  return REGISTRATION_PATTERN.test(value) ? value : null;
}

export function courseLabel(id: string): string {
  return COURSES.find((c) => c.id === id)?.label ?? id;
}

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

/** The API paths (SPEC.md section 7 plus the submission and admin calls of DECISIONS.md). */
export const ADMISSIONS_API = {
  submit: '/api/admissions',
  all: '/api/admissions/all',
  export: '/api/admissions/export',
  application: (reg: string) => `/api/admissions/${encodeURIComponent(reg)}`,
  slip: (reg: string) => `/api/admissions/slip/${encodeURIComponent(reg)}`,
  certificate: (reg: string) => `/api/admissions/certificate/${encodeURIComponent(reg)}`,
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  session: '/api/admin/session',
} as const;

export const slipFileName = (reg: string) => `slip_${reg}.pdf`;
export const certificateFileName = (reg: string) => `certificate_${reg}.pdf`;

/** The answer of POST /api/admissions: 201 on success, 409 (with the existing number) for a repeat within 24 hours. */
export interface AdmissionCreated {
  success: true;
  registrationNumber: string;
  submittedAt: string;
}
export interface AdmissionRejected {
  success: false;
  error: string;
  /** 400: the message per field, in the same words the form shows. */
  fields?: Partial<Record<AdmissionField, string>>;
  /** 409: the application already made with this e-mail and mobile number. */
  registrationNumber?: string;
}
