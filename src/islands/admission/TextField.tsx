import type { InputHTMLAttributes } from 'react';
import fields from '../fields.module.css';
import FormField from './FormField';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

interface Props extends InputAttributes {
  label: string;
  hint?: string;
  error: string | undefined;
  name: string;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled text input of the admission form (its type, autocomplete and limits as given). */
export default function TextField({ label, hint, error, name, value, onValue, ...input }: Props) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          name={name}
          className={fields.input}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </FormField>
  );
}
