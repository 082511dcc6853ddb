import { useId } from 'react';
import { MODELS } from '../../domain/chat';
import { type Locale, localePath } from '../../domain/locale';
import { chatSettingsWords } from '../../i18n/namespaces/chat-settings';
import { $chatSettings, setDarkMode, setModel } from '../../stores/chat-settings';
import InputReady from '../common/InputReady';
import { useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './ChatSettings.module.css';
import theme from './Theme.module.css';

/** /settings: the chat's model and dark mode, saved at once under the one settings key. */
export default function ChatSettings({ lang = 'en' }: { lang?: Locale }) {
  const words = useWords(chatSettingsWords, useIslandLocale(lang, chatSettingsWords));
  const { model, darkMode } = useStore($chatSettings, { ssr: 'initial' });
  const id = useId();

  return (
    <div className={`${theme.surface} ${styles.panel}`} data-theme={darkMode ? 'dark' : 'light'}>
      <a className="button button--ghost" href={localePath('/vauxa-ai', lang)}>
        {words.backToChat}
      </a>
      <fieldset className={styles.group}>
        <legend>{words.model}</legend>
        {MODELS.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-model`}
              value={option.id}
              checked={model === option.id}
              onChange={() => setModel(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.switchRow}>
        <span id={`${id}-dark`} className={styles.switchLabel}>
          {words.darkMode}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={darkMode}
          aria-labelledby={`${id}-dark`}
          className={styles.switch}
          onClick={() => setDarkMode(!darkMode)}
        >
          <span aria-hidden="true" className={styles.knob} />
          <span aria-hidden="true" className={styles.state}>
            {darkMode ? words.on : words.off}
          </span>
        </button>
      </div>
      <p className={styles.note}>{words.savedNote}</p>
      <InputReady />
    </div>
  );
}
