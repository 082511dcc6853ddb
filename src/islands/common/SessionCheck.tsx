import type { ReactNode } from 'react';
import styles from './SessionCheck.module.css';

interface Props {
  /** Whether the session check is still running. */
  checking: boolean;
  /** What the status line says meanwhile. */
  status: ReactNode;
  /** The signed-out view, which most visitors get once the check answers. */
  children: ReactNode;
}

/**
 * The pages that check a session when they load (/investor-portal, /ai-tools, /admin) are static, so the server cannot
 * know the answer. While the check runs, the signed-out view is already laid out but hidden (from sight, the keyboard
 * and assistive technology) under the status line: when the answer comes, nothing below it moves.
 */
export default function SessionCheck({ checking, status, children }: Props) {
  return (
    <div className={styles.frame}>
      {checking && (
        <p className={styles.status} role="status">
          {status}
        </p>
      )}
      <div className={checking ? `${styles.view} ${styles.hidden}` : styles.view} inert={checking}>
        {children}
      </div>
    </div>
  );
}
