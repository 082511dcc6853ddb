import ChatOptionFields from './ChatOptionFields';
import styles from './VauxaChat.module.css';

interface Props {
  onMoreSettings: () => void;
}

/** The chat's quick settings, always visible: the language and AI version selects, more languages, /settings. */
export default function SettingsBlock({ onMoreSettings }: Props) {
  return (
    <fieldset className={styles.settings}>
      <legend className="visually-hidden">Language and AI version</legend>
      <ChatOptionFields allLanguages={false} />
      <div className={styles.settingsLinks}>
        <button type="button" className={styles.action} onClick={onMoreSettings}>
          More languages…
        </button>
        <a href="/settings">Model and dark mode</a>
      </div>
    </fieldset>
  );
}
