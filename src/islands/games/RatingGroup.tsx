import styles from './RatingGroup.module.css';

interface Props<T extends string | number> {
  legend: string;
  /** Unique per page: the radios' name. */
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  /** Extra words after the legend for screen readers, e.g. '1 low, 5 high'. */
  hint?: string;
  /** An extra class for the fieldset. */
  className?: string | undefined;
}

/** A row of native radio buttons in a fieldset: arrow keys move between options, Tab leaves the group. */
export default function RatingGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  className,
}: Props<T>) {
  return (
    <fieldset className={className ? `${styles.choices} ${className}` : styles.choices}>
      <legend>
        {legend}
        {hint && <span className={styles.hint}> ({hint})</span>}
      </legend>
      {options.map((option) => (
        <label key={String(option.value)} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={String(option.value)}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
