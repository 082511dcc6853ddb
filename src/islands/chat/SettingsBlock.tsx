import { localePath } from '../../i18n/locale';
import { useT } from '../../i18n/use-messages';
import actions from './ChatActions.module.css';
import ChatOptionFields from './ChatOptionFields';
import styles from './SettingsBlock.module.css';

interface Props {
  onMoreSettings: () => void;
}

/** The chat's quick settings, always visible: the language and AI version selects, more languages, /settings. */
export default function SettingsBlock({ onMoreSettings }: Props) {
  const t = useT();
  return (
    <fieldset className={styles.settings}>
      <legend className="visually-hidden">{t.chat.languageAndVersion}</legend>
      <ChatOptionFields allLanguages={false} />
      <div className={styles.settingsLinks}>
        <button type="button" className={actions.action} onClick={onMoreSettings}>
          {t.chat.moreLanguages}
        </button>
        <a href={localePath('/settings', t.locale)}>{t.chat.modelAndDarkMode}</a>
      </div>
    </fieldset>
  );
}
