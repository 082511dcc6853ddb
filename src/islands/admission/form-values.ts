import { AGE_OF_MAJORITY, type CourseOption, MIN_AGE } from '../../domain/admission';
import type { AdmissionField, AdmissionInput } from '../../domain/admission-schemas';

/** The admission form's fields as the browser holds them: text as typed, the consent box as a flag. */
export type FormValues = Record<Exclude<AdmissionField, 'guardianConsent'>, string> & { guardianConsent: boolean };

export const EMPTY_VALUES: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  age: '',
  gender: '',
  qualification: '',
  disabilityStatus: '',
  disabilityType: '',
  course: '',
  guardianName: '',
  guardianConsent: false,
};

/** Focus order when several fields are wrong: the order they appear in. */
export const FIELD_ORDER: AdmissionField[] = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'age',
  'gender',
  'qualification',
  'disabilityStatus',
  'disabilityType',
  'course',
  'guardianName',
  'guardianConsent',
];

export type FieldErrors = Partial<Record<AdmissionField, string>>;

/**
 * The values already in the form's controls. The server renders the form and the island hydrates when the visitor
 * scrolls to it, so a fast typist can fill fields before React runs; the island starts from what they typed.
 */
export function valuesInForm(form: HTMLFormElement): FormValues {
  const values = { ...EMPTY_VALUES };
  for (const name of Object.keys(EMPTY_VALUES) as (keyof FormValues)[]) {
    const control = form.elements.namedItem(name);
    if (name === 'guardianConsent') values.guardianConsent = control instanceof HTMLInputElement && control.checked;
    // An input, a select, or the radio group (its value is the checked radio's).
    else if (control && 'value' in control) values[name] = control.value;
  }
  return values;
}

/**
 * The course a course card's "Apply" asked for (/admissions?course=<id>#apply), when it is one the form offers;
 * '' (nothing chosen) for an unknown or missing id.
 */
export function courseFromQuery(search: string, courses: readonly CourseOption[]): string {
  const wanted = new URLSearchParams(search).get('course');
  return courses.find((course) => course.id === wanted)?.id ?? '';
}

/** An applicant under the age of majority, who needs a parent or guardian's consent. */
export const isMinor = (age: string) => age !== '' && Number(age) >= MIN_AGE && Number(age) < AGE_OF_MAJORITY;

/** What the form sends: only the fields that apply, age as a number; the schema checks the rest. */
export function toInput(v: FormValues): { [K in keyof AdmissionInput]?: AdmissionInput[K] | undefined } {
  const minor = isMinor(v.age);
  const optional = (s: string) => (s.trim() === '' ? undefined : s);
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    mobileNumber: v.mobileNumber,
    age: v.age.trim() === '' ? undefined : Number(v.age),
    gender: optional(v.gender) as AdmissionInput['gender'],
    qualification: optional(v.qualification) as AdmissionInput['qualification'],
    disabilityStatus: optional(v.disabilityStatus) as AdmissionInput['disabilityStatus'],
    disabilityType: v.disabilityStatus === 'Yes' ? v.disabilityType : undefined,
    course: optional(v.course) as AdmissionInput['course'],
    guardianName: minor ? v.guardianName : undefined,
    guardianConsent: minor ? v.guardianConsent : undefined,
  };
}
