import { localePath } from '../../domain/locale';
import { chatWords } from '../../i18n/namespaces/chat';
import type { IntentProps } from '../common/on-demand';
import { useLocale, useWords } from '../common/use-messages';
import actions from './ChatActions.module.css';
import ChatOptionFields from './ChatOptionFields';
import styles from './SettingsBlock.module.css';

interface Props {
  onMoreSettings: () => void;
  /** The settings dialog's code is loading. */
  moreSettingsBusy: boolean;
  moreSettingsIntent: IntentProps;
}

/** The chat's quick settings, always visible: the language and AI version selects, more languages, /settings. */
export default function SettingsBlock({ onMoreSettings, moreSettingsBusy, moreSettingsIntent }: Props) {
  const words = useWords(chatWords);
  const locale = useLocale();
  return (
    <fieldset className={styles.settings}>
      <legend className="visually-hidden">{words.languageAndVersion}</legend>
      <ChatOptionFields allLanguages={false} />
      <div className={styles.settingsLinks}>
        <button
          type="button"
          className={actions.action}
          aria-busy={moreSettingsBusy || undefined}
          onClick={onMoreSettings}
          {...moreSettingsIntent}
        >
          {words.moreLanguages}
        </button>
        <a href={localePath('/settings', locale)}>{words.modelAndDarkMode}</a>
      </div>
    </fieldset>
  );
}
