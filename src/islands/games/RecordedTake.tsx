import { gamesWords } from '../../i18n/namespaces/games';
import { useWords } from '../common/use-messages';
import layout from './GameLayout.module.css';
import { MicHint } from './MicNotice';
import styles from './RecordedTake.module.css';
import type { RecorderState } from './use-recorder';

interface Props {
  state: RecorderState;
  /** blob: URL of the last take, if any. */
  url: string | null;
  /** Accessible name of the player, e.g. 'Your recording'. */
  label: string;
}

/** Under a game's record button: the microphone hint, "Recording…" while it runs, then the take to play back. */
export default function RecordedTake({ state, url, label }: Props) {
  const words = useWords(gamesWords);
  return (
    <>
      <MicHint />
      {state === 'recording' && <p className={styles.recording}>{words.recording}</p>}
      {url && (
        <div className={layout.row}>
          <span className={styles.label}>{words.yourTake}</span>
          {/* biome-ignore lint/a11y/useMediaCaption: the words are on screen (the twister or the card line); a take is the student's own voice */}
          <audio className={layout.audio} controls src={url} aria-label={label} />
        </div>
      )}
    </>
  );
}
