import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import {
  type AdmissionField,
  type AdmissionInput,
  AGE_OF_MAJORITY,
  admissionInputSchemaIn,
  type CourseOption,
  DISABILITY_STATUSES,
  fieldErrors,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  QUALIFICATIONS,
} from '../domain/admission';
import type { Intake } from '../domain/admissions-deadline';
import { failureMessage } from '../domain/failure-message';
import type { Locale } from '../i18n/locale';
import { useMessages } from '../i18n/use-messages';
import { downloadApplicationSlip, submitApplication } from '../stores/admission-application';
import styles from './AdmissionForm.module.css';
import FormError from './common/FormError';
import fields from './fields.module.css';

/**
 * The application form on /admissions (docs/DECISIONS.md, "Admissions"), in the page's language. Validates with the
 * server's own schema, its messages in that language.
 */

type Values = Record<
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobileNumber'
  | 'age'
  | 'gender'
  | 'qualification'
  | 'disabilityStatus'
  | 'disabilityType'
  | 'course'
  | 'guardianName',
  string
> & { guardianConsent: boolean };

const EMPTY: Values = {
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
const FIELD_ORDER: AdmissionField[] = [
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

type Errors = Partial<Record<AdmissionField, string>>;
type Outcome =
  | { kind: 'created'; registrationNumber: string; intake: Intake }
  | { kind: 'duplicate'; registrationNumber: string; message: string };

const isMinor = (age: string) => age !== '' && Number(age) >= MIN_AGE && Number(age) < AGE_OF_MAJORITY;

/** What the form sends: only the fields that apply, age as a number. */
function toInput(v: Values): { [K in keyof AdmissionInput]?: AdmissionInput[K] | undefined } {
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

interface Props {
  /** The courses to choose from, labelled by the page from content/ in its language. */
  courses: CourseOption[];
  lang?: Locale;
}

export default function AdmissionForm({ courses, lang = 'en' }: Props) {
  const t = useMessages(lang);
  const words = t.admission;
  const schema = useMemo(() => admissionInputSchemaIn(t.admissionRules), [t]);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [slipError, setSlipError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const set = (name: keyof Values) => (value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((e) => (name in e ? { ...e, [name]: undefined } : e));
  };

  function showErrors(next: Errors) {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) {
      // After React renders the messages, so the screen reader reads the field with its error.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError('');
    const input = toInput(values);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    setSubmitting(true);
    const result = await submitApplication(parsed.data);
    setSubmitting(false);
    const refusal = result.ok ? null : result.details;
    if (result.ok) {
      setOutcome({ kind: 'created', registrationNumber: result.value.registrationNumber, intake: result.value.intake });
    } else if (result.status === 0) {
      setFormError(words.sendUnreached);
    } else if (result.status === 409 && refusal?.registrationNumber) {
      setOutcome({ kind: 'duplicate', registrationNumber: refusal.registrationNumber, message: refusal.error });
    } else if (result.status === 400 && refusal?.fields && Object.keys(refusal.fields).length > 0) {
      showErrors(refusal.fields);
    } else {
      setFormError(refusal?.error || words.sendFailed(result.status));
    }
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  async function downloadSlip(registrationNumber: string) {
    setSlipError('');
    const failure = await downloadApplicationSlip(registrationNumber);
    setSlipError(failure === null ? '' : failureMessage(words.downloadingSlip, failure, t.common));
  }

  if (outcome) {
    return (
      <div className={styles.result} ref={resultRef} tabIndex={-1} role="status">
        {outcome.kind === 'created' ? (
          <>
            <h3>{words.receivedHeading}</h3>
            {outcome.intake === 'next' && <p>{words.nextIntake}</p>}
            <p>{words.thanks}</p>
          </>
        ) : (
          <>
            <h3>{words.duplicateHeading}</h3>
            <p>
              {outcome.message} {words.yourNumberIs}
            </p>
          </>
        )}
        <p className={styles.number} data-testid="registration-number">
          {outcome.registrationNumber}
        </p>
        <p>{words.keepNumber}</p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => downloadSlip(outcome.registrationNumber)}>
            {words.downloadSlip}
          </button>
        </div>
        <FormError message={slipError} className={styles.error} />
      </div>
    );
  }

  const minor = isMinor(values.age);
  const field = (name: AdmissionField, hasHint = false) => {
    const error = errors[name];
    const describedBy = [hasHint && `admission-${name}-hint`, error && `admission-${name}-error`]
      .filter(Boolean)
      .join(' ');
    return {
      id: `admission-${name}`,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-describedby="admission-required-note">
      <p id="admission-required-note" className={styles.note}>
        {words.requiredNote}
      </p>
      <div className={styles.grid}>
        <Field label={words.firstName} name="firstName" error={errors.firstName}>
          <input
            {...field('firstName')}
            className={fields.input}
            type="text"
            autoComplete="given-name"
            maxLength={60}
            value={values.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
          />
        </Field>
        <Field label={words.lastName} name="lastName" error={errors.lastName}>
          <input
            {...field('lastName')}
            className={fields.input}
            type="text"
            autoComplete="family-name"
            maxLength={60}
            value={values.lastName}
            onChange={(e) => set('lastName')(e.target.value)}
          />
        </Field>
        <Field label={words.email} name="email" error={errors.email}>
          <input
            {...field('email')}
            className={fields.input}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </Field>
        <Field label={words.mobileNumber} name="mobileNumber" error={errors.mobileNumber} hint={words.mobileHint}>
          <input
            {...field('mobileNumber', true)}
            className={fields.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={values.mobileNumber}
            onChange={(e) => set('mobileNumber')(e.target.value)}
          />
        </Field>
        <Field label={words.age} name="age" error={errors.age} hint={words.ageHint(MIN_AGE, AGE_OF_MAJORITY)}>
          <input
            {...field('age', true)}
            className={fields.input}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            step={1}
            value={values.age}
            onChange={(e) => set('age')(e.target.value)}
          />
        </Field>
        <Field label={words.gender} name="gender" error={errors.gender}>
          <select
            {...field('gender')}
            className={fields.input}
            value={values.gender}
            onChange={(e) => set('gender')(e.target.value)}
          >
            <option value="">{t.common.choose}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {words.genders[g]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={words.qualification} name="qualification" error={errors.qualification}>
          <select
            {...field('qualification')}
            className={fields.input}
            value={values.qualification}
            onChange={(e) => set('qualification')(e.target.value)}
          >
            <option value="">{t.common.choose}</option>
            {QUALIFICATIONS.map((q) => (
              <option key={q} value={q}>
                {words.qualifications[q]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={words.course} name="course" error={errors.course} hint={words.courseHint}>
          <select
            {...field('course', true)}
            className={fields.input}
            value={values.course}
            onChange={(e) => set('course')(e.target.value)}
          >
            <option value="">{t.common.choose}</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.disabilityStatus ? 'admission-disabilityStatus-error' : undefined}
      >
        <legend>{words.disabilityQuestion}</legend>
        <div className={styles.choices}>
          {DISABILITY_STATUSES.map((option, i) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="disabilityStatus"
                id={i === 0 ? 'admission-disabilityStatus' : undefined}
                value={option}
                checked={values.disabilityStatus === option}
                aria-invalid={errors.disabilityStatus ? true : undefined}
                onChange={() => set('disabilityStatus')(option)}
              />
              {words.disabilityAnswers[option]}
            </label>
          ))}
        </div>
        <ErrorText name="disabilityStatus" error={errors.disabilityStatus} />
        {values.disabilityStatus === 'Yes' && (
          <Field
            label={words.disabilityType}
            name="disabilityType"
            error={errors.disabilityType}
            hint={words.disabilityTypeHint}
          >
            <input
              {...field('disabilityType', true)}
              className={fields.input}
              type="text"
              maxLength={100}
              value={values.disabilityType}
              onChange={(e) => set('disabilityType')(e.target.value)}
            />
          </Field>
        )}
      </fieldset>

      {minor && (
        <fieldset className={styles.fieldset}>
          <legend>{words.guardianLegend(AGE_OF_MAJORITY)}</legend>
          <Field label={words.guardianName} name="guardianName" error={errors.guardianName}>
            <input
              {...field('guardianName')}
              className={fields.input}
              type="text"
              autoComplete="off"
              maxLength={60}
              value={values.guardianName}
              onChange={(e) => set('guardianName')(e.target.value)}
            />
          </Field>
          <div className={styles.consent}>
            <input
              {...field('guardianConsent')}
              type="checkbox"
              checked={values.guardianConsent}
              onChange={(e) => set('guardianConsent')(e.target.checked)}
            />
            <label htmlFor="admission-guardianConsent">{words.guardianConsent}</label>
          </div>
          <ErrorText name="guardianConsent" error={errors.guardianConsent} />
        </fieldset>
      )}

      <FormError message={formError} className={styles.error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? words.submitting : words.submit}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  name: AdmissionField;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

function Field({ label, name, error, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={`admission-${name}`}>{label}</label>
      {hint && (
        <p id={`admission-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <ErrorText name={name} error={error} />
    </div>
  );
}

function ErrorText({ name, error }: { name: AdmissionField; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`admission-${name}-error`} className={styles.error}>
      {error}
    </p>
  );
}
