import { useId } from 'react';
import styles from './ChatFields.module.css';

interface Props<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ id: T; label: string }>;
  onChange: (value: T) => void;
}

/** A labelled select over a fixed list of ids (persona, language, AI version). */
export default function OptionSelect<T extends string>({ label, value, options, onChange }: Props<T>) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const chosen = options.find((o) => o.id === event.target.value);
          if (chosen) onChange(chosen.id);
        }}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
