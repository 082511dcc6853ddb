import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { AI_VERSIONS, LANGUAGES } from '../../domain/chat';
import { $options } from '../../stores/chat';
import Modal from './Modal';
import OptionSelect from './OptionSelect';
import styles from './VauxaChat.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The chat's settings dialog: every language (SPEC.md section 9), the AI version, and the way to /settings. */
export default function SettingsDialog({ open, onClose }: Props) {
  const { language, aiVersion } = useStore($options);
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`}>Chat settings</h2>
      <p className={styles.dialogIntro}>Vauxa answers in the language you choose here.</p>
      <OptionSelect
        label="Language"
        value={language}
        options={LANGUAGES}
        onChange={(value) => $options.setKey('language', value)}
      />
      <OptionSelect
        label="AI version"
        value={aiVersion}
        options={AI_VERSIONS}
        onChange={(value) => $options.setKey('aiVersion', value)}
      />
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
