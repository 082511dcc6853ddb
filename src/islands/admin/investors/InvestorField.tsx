import type { InputHTMLAttributes } from 'react';
import fields from '../../fields.module.css';
import styles from './Investors.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

/** A labelled input of the investor forms. */
export function InvestorInput({ id, label, ...input }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={fields.input} {...input} />
    </div>
  );
}

interface SelectProps<V extends string> {
  id: string;
  label: string;
  value: V;
  options: Record<V, string>;
  onChange: (value: V) => void;
}

/** A labelled choice among stored values, each shown in the page's language. */
export function InvestorSelect<V extends string>({ id, label, value, options, onChange }: SelectProps<V>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={fields.input} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {(Object.keys(options) as V[]).map((option) => (
          <option key={option} value={option}>
            {options[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
