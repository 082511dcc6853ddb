import styles from './ProgressBar.module.css';

interface Props {
  label: string;
  value: number;
  /** Real progress in words ("2 of 25 parts ready"); the bar then shows from 0. */
  valueText?: string | undefined;
}

/** Generation progress as an accessible progress bar (simulated progress is hidden at 0). */
export default function ProgressBar({ label, value, valueText }: Props) {
  if (value <= 0 && valueText === undefined) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className={styles.progressFill} style={{ width: `${value}%` }} />
    </div>
  );
}
