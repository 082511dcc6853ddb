import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ADMISSION_MAX_LENGTH,
  AGE_OF_MAJORITY,
  type CourseOption,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  QUALIFICATIONS,
} from '../../domain/admission';
import type { Locale } from '../../domain/locale';
import { admissionWords } from '../../i18n/namespaces/admission';
import { commonWords } from '../../i18n/namespaces/common';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand, prefetch } from '../../loading/on-demand';
import { checkApplication, prefetchApplicationCheck, submitApplication } from '../../stores/admission-application';
import FormError from '../common/FormError';
import InputReady from '../common/InputReady';
import { useOnDemand } from '../common/on-demand';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import styles from './AdmissionForm.module.css';
import type { Outcome } from './ApplicationResult';
import ChoiceSelect from './ChoiceSelect';
import DisabilityFieldset from './DisabilityFieldset';
import errorText from './FieldError.module.css';
import FormField from './FormField';
import {
  courseFromQuery,
  EMPTY_VALUES,
  FIELD_ORDER,
  type FieldErrors,
  type FormValues,
  isMinor,
  toInput,
  valuesInForm,
} from './form-values';
import GuardianFieldset from './GuardianFieldset';
import TextField from './TextField';

// What a submission ends in shows once it is sent: its code (with the slip's download) loads with the form's checks.
const applicationResult = onDemand(() => importAgain(() => import('./ApplicationResult')).then(withPageWords));

/**
 * The application form on /admissions (docs/DECISIONS.md, "Admissions"), in the page's language. Validates with the
 * server's own schema, its messages in that language.
 */

interface Props {
  /** The courses to choose from, labelled by the page from content/ in its language. */
  courses: CourseOption[];
  lang?: Locale;
}

export default function AdmissionForm({ courses, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, admissionWords, commonWords);
  const words = useWords(admissionWords, locale);
  const common = useWords(commonWords, locale);
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const result = useOnDemand(applicationResult);
  const formRef = useRef<HTMLFormElement>(null);
  const noteId = `${useId()}-note`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration (the page's courses never change).
  useEffect(() => {
    if (formRef.current) {
      const typed = valuesInForm(formRef.current);
      // A choice made before hydration wins over the one the "Apply" link asked for.
      setValues({ ...typed, course: typed.course || courseFromQuery(window.location.search, courses) });
    }
    prefetchApplicationCheck();
    prefetch(applicationResult);
  }, []);

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((e) => (name in e ? { ...e, [name]: undefined } : e));
  };
  const text = (name: Exclude<keyof FormValues, 'guardianConsent'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => set(name, value),
  });

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) {
      // After React renders the messages, so the screen reader reads the field with its error.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError('');
    setSubmitting(true);
    const checked = await checkApplication(toInput(values));
    if (!checked?.ok) {
      setSubmitting(false);
      if (checked) showErrors(checked.fields);
      else setFormError(words.sendUnreached);
      return;
    }
    // Nothing is sent that the page could not then show the outcome of.
    if (!(await result.use())) {
      setSubmitting(false);
      setFormError(words.sendUnreached);
      return;
    }
    const sent = await submitApplication(checked.application);
    setSubmitting(false);
    const refusal = sent.ok ? null : sent.details;
    if (sent.ok) {
      const { registrationNumber, intake, batch } = sent.value;
      setOutcome({ kind: 'created', registrationNumber, intake, batch, email: checked.application.email });
    } else if (sent.status === 409 && refusal?.registrationNumber) {
      setOutcome({ kind: 'duplicate', registrationNumber: refusal.registrationNumber, message: refusal.error });
    } else if (sent.status === 400 && refusal?.fields && Object.keys(refusal.fields).length > 0) {
      showErrors(refusal.fields);
    } else {
      setFormError(sent.status === 0 ? words.sendUnreached : refusal?.error || words.sendFailed(sent.status));
    }
  }

  const ApplicationResult = result.module?.default;
  if (outcome && ApplicationResult)
    return (
      <LocaleContext value={locale}>
        <ApplicationResult outcome={outcome} />
      </LocaleContext>
    );

  const choose = common.choose;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-describedby={noteId}>
      <p id={noteId} className={styles.note}>
        {words.requiredNote}
      </p>
      <div className={styles.grid}>
        <TextField
          label={words.firstName}
          hint={words.nameHint}
          {...text('firstName')}
          type="text"
          autoComplete="given-name"
          maxLength={ADMISSION_MAX_LENGTH.name}
        />
        <TextField
          label={words.lastName}
          {...text('lastName')}
          type="text"
          autoComplete="family-name"
          maxLength={ADMISSION_MAX_LENGTH.name}
        />
        <TextField
          label={words.email}
          hint={words.emailHint}
          {...text('email')}
          type="email"
          autoComplete="email"
          maxLength={ADMISSION_MAX_LENGTH.email}
        />
        <TextField
          label={words.mobileNumber}
          hint={words.mobileHint}
          {...text('mobileNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={ADMISSION_MAX_LENGTH.mobileNumber}
        />
        <TextField
          label={words.age}
          hint={words.ageHint(MIN_AGE, AGE_OF_MAJORITY)}
          {...text('age')}
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          step={1}
        />
        <FormField label={words.gender} error={errors.gender}>
          {(control) => (
            <ChoiceSelect
              control={control}
              name="gender"
              value={values.gender}
              placeholder={choose}
              options={GENDERS.map((g) => ({ value: g, label: words.genders[g] }))}
              onChange={(value) => set('gender', value)}
            />
          )}
        </FormField>
        <FormField label={words.qualification} error={errors.qualification}>
          {(control) => (
            <ChoiceSelect
              control={control}
              name="qualification"
              value={values.qualification}
              placeholder={choose}
              options={QUALIFICATIONS.map((q) => ({ value: q, label: words.qualifications[q] }))}
              onChange={(value) => set('qualification', value)}
            />
          )}
        </FormField>
        <FormField label={words.course} hint={words.courseHint} error={errors.course}>
          {(control) => (
            <ChoiceSelect
              control={control}
              name="course"
              value={values.course}
              placeholder={choose}
              options={courses.map((c) => ({ value: c.id, label: c.label }))}
              onChange={(value) => set('course', value)}
            />
          )}
        </FormField>
      </div>

      <DisabilityFieldset values={values} errors={errors} words={words} onChange={set} />
      {isMinor(values.age) && (
        <GuardianFieldset
          values={values}
          errors={errors}
          words={words}
          onName={(value) => set('guardianName', value)}
          onConsent={(value) => set('guardianConsent', value)}
        />
      )}

      <FormError message={formError} className={errorText.error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? words.submitting : words.submit}
        </button>
      </div>
      <InputReady />
    </form>
  );
}
