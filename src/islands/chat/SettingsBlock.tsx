import { useStore } from '@nanostores/react';
import { AI_VERSIONS, LANGUAGES } from '../../domain/chat';
import { $options } from '../../stores/chat';
import OptionSelect from './OptionSelect';
import styles from './VauxaChat.module.css';

interface Props {
  onMoreSettings: () => void;
}

/** The collapsible settings block: the four quick languages (plus the current one), AI version, more settings. */
export default function SettingsBlock({ onMoreSettings }: Props) {
  const { language, aiVersion } = useStore($options);
  const languages = LANGUAGES.filter((l) => l.inHeader || l.id === language);
  return (
    <details className={styles.settings}>
      <summary>Language and AI version</summary>
      <div className={styles.settingsBody}>
        <OptionSelect
          label="Language"
          value={language}
          options={languages}
          onChange={(value) => $options.setKey('language', value)}
        />
        <OptionSelect
          label="AI version"
          value={aiVersion}
          options={AI_VERSIONS}
          onChange={(value) => $options.setKey('aiVersion', value)}
        />
        <div className={styles.settingsLinks}>
          <button type="button" className={styles.action} onClick={onMoreSettings}>
            More languages…
          </button>
          <a href="/settings">Model and dark mode</a>
        </div>
      </div>
    </details>
  );
}
