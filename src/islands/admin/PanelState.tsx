import { adminWords } from '../../i18n/namespaces/admin';
import { useWords } from '../common/use-messages';
import styles from './PanelState.module.css';

/** A section's list while it loads, when it holds nothing, or when it could not be read. */
export type PanelStateProps =
  | { kind: 'busy'; text: string }
  | { kind: 'empty'; text: string; hint: string; action?: { label: string; onClick: () => void } | undefined }
  | { kind: 'error'; text: string; onRetry: () => void };

/**
 * The one way every section shows those three states: a busy line (a status, read out once), an empty state that
 * says what would be here and what to do, and a failure worded for people with a "Try again" that asks again.
 */
export default function PanelState(props: PanelStateProps) {
  const words = useWords(adminWords);
  if (props.kind === 'busy') {
    return (
      <p role="status" className={`${styles.state} ${styles.busy}`} data-state="busy">
        <span className={styles.spinner} aria-hidden="true" />
        {props.text}
      </p>
    );
  }
  if (props.kind === 'empty') {
    return (
      <div className={styles.state} data-state="empty">
        <p className={styles.title}>{props.text}</p>
        <p className={styles.hint}>{props.hint}</p>
        {props.action ? (
          <button type="button" className="button button--ghost" onClick={props.action.onClick}>
            {props.action.label}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`${styles.state} ${styles.error}`} data-state="error">
      <p role="alert" className={styles.title}>
        {props.text}
      </p>
      <button type="button" className="button button--ghost" onClick={props.onRetry}>
        {words.tryAgain}
      </button>
    </div>
  );
}
