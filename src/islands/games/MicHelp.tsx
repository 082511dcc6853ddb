import { micHelpWords } from '../../i18n/namespaces/mic-help';
import { useWords } from '../common/use-messages';
import styles from './MicNotice.module.css';
import type { MicProblem } from './microphone';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [micHelpWords];

const MIC_HELP_ID = 'microphone-help';

/** The full explanation, shown once above the games when the microphone is unavailable. */
export function MicProblemNotice({ problem }: { problem: MicProblem }) {
  const words = useWords(micHelpWords);
  return (
    <section className={styles.notice} id={MIC_HELP_ID} aria-labelledby={`${MIC_HELP_ID}-title`}>
      <h2 id={`${MIC_HELP_ID}-title`} className={styles.noticeTitle}>
        {words.mic[problem].title}
      </h2>
      <p>{words.mic[problem].text}</p>
      <p>{words.stillWorks}</p>
    </section>
  );
}

/** A one-line pointer inside a game that needs the microphone. */
export function MicProblemHint() {
  const words = useWords(micHelpWords);
  return (
    <p className={styles.micHint}>
      {words.micUnavailable} <a href={`#${MIC_HELP_ID}`}>{words.whyAndHow}</a>
    </p>
  );
}
