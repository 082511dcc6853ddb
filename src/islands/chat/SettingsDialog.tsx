import { useId } from 'react';
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
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className={styles.dialog}>
      <h2 id={`${id}-title`}>Chat settings</h2>
      <p className={styles.dialogIntro}>Vauxa answers in the language you choose here.</p>
      <div className={styles.dialogFields}>
        <ChatOptionFields allLanguages />
      </div>
      <p>
        <a href="/settings">Model and dark mode settings</a>
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
