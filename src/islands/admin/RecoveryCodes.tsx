import { useState } from 'react';
import { saveBlob } from '../../browser/save-blob';
import { adminWords } from '../../i18n/namespaces/admin';
import { useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';

interface Props {
  codes: readonly string[];
  /** Whose codes they are, named in the saved file. */
  email: string;
}

/**
 * The recovery codes, shown once after set-up, with a way to keep them: copy them all, or save them as a text file
 * (one code a line, under a line saying whose they are).
 */
export default function RecoveryCodes({ codes, email }: Props) {
  const words = useWords(adminWords);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = `${words.recoveryFileIntro(email)}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the codes stay on screen to copy by hand.
      setCopied('no');
    }
  }

  return (
    <>
      <ul className={styles.recoveryCodes} data-testid="recovery-codes">
        {codes.map((recovery) => (
          <li key={recovery} className={styles.mono}>
            {recovery}
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {words.recoveryCopy}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')}
        >
          {words.recoveryDownload}
        </button>
      </div>
      <p role="status" className={styles.live}>
        {copied === 'yes' ? words.recoveryCopied : copied === 'no' ? words.recoveryCopyFailed : ''}
      </p>
    </>
  );
}
