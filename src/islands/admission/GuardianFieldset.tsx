import { useId } from 'react';
import { ADMISSION_MAX_LENGTH, AGE_OF_MAJORITY } from '../../domain/admission';
import type { Messages } from '../../i18n/messages/en';
import fields from '../fields.module.css';
import FieldError from './FieldError';
import styles from './Fieldset.module.css';
import FormField from './FormField';
import type { FieldErrors, FormValues } from './form-values';

interface Props {
  values: Pick<FormValues, 'guardianName' | 'guardianConsent'>;
  errors: FieldErrors;
  words: Messages['admission'];
  onName: (value: string) => void;
  onConsent: (value: boolean) => void;
}

/** For an applicant under the age of majority: the parent or guardian's name and consent. */
export default function GuardianFieldset({ values, errors, words, onName, onConsent }: Props) {
  const id = useId();
  const consentId = `${id}-consent`;
  const consentErrorId = `${id}-consent-error`;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{words.guardianLegend(AGE_OF_MAJORITY)}</legend>
      <FormField label={words.guardianName} error={errors.guardianName}>
        {(control) => (
          <input
            {...control}
            name="guardianName"
            className={fields.input}
            type="text"
            autoComplete="off"
            maxLength={ADMISSION_MAX_LENGTH.guardianName}
            value={values.guardianName}
            onChange={(e) => onName(e.target.value)}
          />
        )}
      </FormField>
      <div className={styles.consent}>
        <input
          id={consentId}
          name="guardianConsent"
          type="checkbox"
          checked={values.guardianConsent}
          aria-invalid={errors.guardianConsent ? true : undefined}
          aria-describedby={errors.guardianConsent ? consentErrorId : undefined}
          onChange={(e) => onConsent(e.target.checked)}
        />
        <label htmlFor={consentId}>{words.guardianConsent}</label>
      </div>
      <FieldError id={consentErrorId} message={errors.guardianConsent} />
    </fieldset>
  );
}
