import type { InputHTMLAttributes } from 'react';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';
import cards from './CardHolders.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A hint under the field, read with it. */
  hint?: string;
}

/** A back-office field: its label, the input and an optional hint tied to it. */
export default function LabelledInput({ id, label, hint, ...input }: Props) {
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={fields.input} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className={cards.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
