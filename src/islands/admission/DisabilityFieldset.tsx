import { useId } from 'react';
import { ADMISSION_MAX_LENGTH, DISABILITY_STATUSES } from '../../domain/admission';
import type { Messages } from '../../i18n/messages/en';
import fields from '../fields.module.css';
import FieldError from './FieldError';
import styles from './Fieldset.module.css';
import FormField from './FormField';
import type { FieldErrors, FormValues } from './form-values';

interface Props {
  values: Pick<FormValues, 'disabilityStatus' | 'disabilityType'>;
  errors: FieldErrors;
  words: Messages['admission'];
  onChange: (name: 'disabilityStatus' | 'disabilityType', value: string) => void;
}

/** "Do you have a disability?" as two radio buttons, and the type of disability when the answer is yes. */
export default function DisabilityFieldset({ values, errors, words, onChange }: Props) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={errors.disabilityStatus ? errorId : undefined}>
      <legend>{words.disabilityQuestion}</legend>
      <div className={styles.choices}>
        {DISABILITY_STATUSES.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="disabilityStatus"
              value={option}
              checked={values.disabilityStatus === option}
              aria-invalid={errors.disabilityStatus ? true : undefined}
              onChange={() => onChange('disabilityStatus', option)}
            />
            {words.disabilityAnswers[option]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={errors.disabilityStatus} />
      {values.disabilityStatus === 'Yes' && (
        <FormField label={words.disabilityType} hint={words.disabilityTypeHint} error={errors.disabilityType}>
          {(control) => (
            <input
              {...control}
              name="disabilityType"
              className={fields.input}
              type="text"
              maxLength={ADMISSION_MAX_LENGTH.disabilityType}
              value={values.disabilityType}
              onChange={(e) => onChange('disabilityType', e.target.value)}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
