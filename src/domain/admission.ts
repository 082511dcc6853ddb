import type { Admission } from './admission-schemas';

/**
 * What an admission application may say (docs/DECISIONS.md, "Admissions"): its choices, limits and statuses, for the
 * form, the dashboard and the server alike; the schemas that check them are in ./admission-schemas.ts.
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
export const FREE_COURSE_ID = 'voice-acting' satisfies CourseId;

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

/** The longest text each typed field takes (the form's maxLength and the schema in
 * ./admission-schemas.ts). */
export const ADMISSION_MAX_LENGTH = {
  name: 60,
  email: 254,
  mobileNumber: 20,
  disabilityType: 100,
  guardianName: 60,
} as const;

export const MIN_AGE = 8;
export const MAX_AGE = 100;
/** Applicants younger than this need a parent or guardian's name and consent. */
export const AGE_OF_MAJORITY = 18;

/** Status values an admin can set. Stored values outside these are shown as rejected. */
export const ADMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];

/** How a stored status is shown: pending, approved, anything else rejected. */
export function displayStatus(status: string): AdmissionStatus {
  return status === 'pending' || status === 'approved' ? status : 'rejected';
}

export function fullName(a: Pick<Admission, 'firstName' | 'lastName'>): string {
  return `${a.firstName} ${a.lastName}`;
}
