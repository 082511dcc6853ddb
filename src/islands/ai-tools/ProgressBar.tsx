import styles from './ProgressBar.module.css';

interface Props {
  label: string;
  value: number;
}

/** The simulated progress as an accessible progress bar (hidden at 0). */
export default function ProgressBar({ label, value }: Props) {
  if (value <= 0) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={styles.progressFill} style={{ width: `${value}%` }} />
    </div>
  );
}
