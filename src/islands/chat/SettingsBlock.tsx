import controls from './ChatControls.module.css';
import ChatOptionFields from './ChatOptionFields';
import styles from './SettingsBlock.module.css';

interface Props {
  onMoreSettings: () => void;
}

/** The collapsible settings block: the quick languages, AI version, the settings dialog and /settings. */
export default function SettingsBlock({ onMoreSettings }: Props) {
  return (
    <details className={styles.settings}>
      <summary>Language and AI version</summary>
      <div className={styles.settingsBody}>
        <ChatOptionFields allLanguages={false} />
        <div className={styles.settingsLinks}>
          <button type="button" className={controls.action} onClick={onMoreSettings}>
            More languages…
          </button>
          <a href="/settings">Model and dark mode</a>
        </div>
      </div>
    </details>
  );
}
