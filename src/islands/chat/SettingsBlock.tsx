import actions from './ChatActions.module.css';
import ChatOptionFields from './ChatOptionFields';
import styles from './SettingsBlock.module.css';

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
        <button type="button" className={actions.action} onClick={onMoreSettings}>
          More languages…
        </button>
        <a href="/settings">Model and dark mode</a>
      </div>
    </fieldset>
  );
}
