import { useId } from 'react';
import { localePath } from '../../domain/locale';
import { chatWords } from '../../i18n/namespaces/chat';
import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import Modal from '../common/Modal';
import { useLocale, useWords } from '../common/use-messages';
import styles from './ChatDialog.module.css';
import ChatOptionFields from './ChatOptionFields';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [chatPartsWords, chatWords];

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The chat's settings dialog: every language, the AI version, and the way to /settings. */
export default function SettingsDialog({ open, onClose }: Props) {
  const id = useId();
  const words = useWords(chatPartsWords);
  const locale = useLocale();
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className={styles.dialog}>
      <h2 id={`${id}-title`}>{words.settingsTitle}</h2>
      <p className={styles.dialogIntro}>{words.settingsIntro}</p>
      <div className={styles.dialogFields}>
        <ChatOptionFields allLanguages />
      </div>
      <p>
        <a href={localePath('/settings', locale)}>{words.modelAndDarkModeSettings}</a>
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className="button" onClick={onClose}>
          {words.done}
        </button>
      </div>
    </Modal>
  );
}
