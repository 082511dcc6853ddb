import { type ReactNode, useId } from 'react';
import FieldError from './FieldError';
import styles from './FormField.module.css';

/** What a field's control carries: its id for the label, its state and the texts that describe it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  /** The control, given the props that tie it to the label, hint and message. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field of the admission form: label, the control, an optional hint, and its message when wrong. */
export default function FormField({ label, hint, error, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {/* Under the control, so fields side by side keep their inputs on one line whether or not they have a hint. */}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
