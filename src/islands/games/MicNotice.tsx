import { useStore } from '@nanostores/react';
import { gamesWords } from '../../i18n/messages/en/games';
import { useWords } from '../../i18n/use-messages';
import styles from './MicNotice.module.css';
import { $micStatus, micProblem } from './microphone';

export const MIC_HELP_ID = 'microphone-help';

/** The full explanation, shown once above the games when the microphone is unavailable. */
export default function MicNotice() {
  const status = useStore($micStatus);
  const words = useWords(gamesWords);
  return (
    <div aria-live="polite">
      {status !== 'unknown' && status !== 'ready' && (
        <section className={styles.notice} id={MIC_HELP_ID} aria-labelledby={`${MIC_HELP_ID}-title`}>
          <h2 id={`${MIC_HELP_ID}-title`} className={styles.noticeTitle}>
            {words.mic[status].title}
          </h2>
          <p>{words.mic[status].text}</p>
          <p>{words.stillWorks}</p>
        </section>
      )}
    </div>
  );
}

/** A one-line pointer inside a game that needs the microphone. */
export function MicHint() {
  const status = useStore($micStatus);
  const words = useWords(gamesWords);
  if (!micProblem(status)) return null;
  return (
    <p className={styles.micHint}>
      {words.micUnavailable} <a href={`#${MIC_HELP_ID}`}>{words.whyAndHow}</a>
    </p>
  );
}
