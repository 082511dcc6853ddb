import { useId } from 'react';
import { localePath } from '../../i18n/locale';
import { useT } from '../../i18n/use-messages';
import Modal from '../common/Modal';
import styles from './ChatDialog.module.css';
import ChatOptionFields from './ChatOptionFields';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The chat's settings dialog: every language, the AI version, and the way to /settings. */
export default function SettingsDialog({ open, onClose }: Props) {
  const id = useId();
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className={styles.dialog}>
      <h2 id={`${id}-title`}>{t.chat.settingsTitle}</h2>
      <p className={styles.dialogIntro}>{t.chat.settingsIntro}</p>
      <div className={styles.dialogFields}>
        <ChatOptionFields allLanguages />
      </div>
      <p>
        <a href={localePath('/settings', t.locale)}>{t.chat.modelAndDarkModeSettings}</a>
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className="button" onClick={onClose}>
          {t.chat.done}
        </button>
      </div>
    </Modal>
  );
}
