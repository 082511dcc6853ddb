import { useId, useState } from 'react';
import { MAX_CLONES_PER_HOLDER } from '../../domain/voice';
import { failureMessage } from '../../i18n/failure-message';
import { failuresWords } from '../../i18n/namespaces/failures';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { $voices } from '../../stores/voice-session';
import { deleteVoice } from '../../stores/voice-tools';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import panel from './ToolPanel.module.css';
import styles from './VoiceCloning.module.css';

/** The card holder's own clones, how many of the MAX_CLONES_PER_HOLDER they keep, and a Delete button for each. */
export default function OwnClones() {
  const words = useWords(voiceToolsWords);
  const failures = useWords(failuresWords);
  const own = useStore($voices).filter((voice) => voice.own);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const onDelete = async (voiceId: string, name: string) => {
    setDeleting(voiceId);
    setDone(null);
    setError(null);
    try {
      await deleteVoice(voiceId);
      setDone(words.voiceDeleted(name));
    } catch (failure) {
      setError(failureMessage(words.deletingYourVoice, failure, failures));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className={styles.ownClones} aria-labelledby={headingId}>
      <h3 id={headingId} className={panel.resultHeading}>
        {words.yourClones(own.length, MAX_CLONES_PER_HOLDER)}
      </h3>
      {own.length >= MAX_CLONES_PER_HOLDER && (
        <p className={panel.warning}>{words.cloneLimitHint(MAX_CLONES_PER_HOLDER)}</p>
      )}
      {own.length > 0 && (
        <ul className={styles.cloneList}>
          {own.map((voice) => (
            <li key={voice.voice_id}>
              <span>{voice.name}</span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={words.deleteVoiceLabel(voice.name)}
                disabled={deleting !== null}
                onClick={() => void onDelete(voice.voice_id, voice.name)}
              >
                {deleting === voice.voice_id ? words.deletingVoice : words.deleteVoice}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.cloneStatus} role="status">
        {done}
      </p>
      <FormError message={error} className={panel.error} />
    </section>
  );
}
