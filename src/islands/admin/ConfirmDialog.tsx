import { useId } from 'react';
// The site's dialog look, shared with the chat's dialogs.
import styles from '../chat/ChatDialog.module.css';
import Modal from '../common/Modal';

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

interface Props {
  /** What to confirm; null keeps the dialog closed. */
  confirmation: Confirmation | null;
  onClose: () => void;
}

/**
 * The back office's "are you sure" before a change that is hard to undo: a modal dialog (focus inside, Escape and
 * Cancel close it, focus returns to the button that opened it), never window.confirm.
 */
export default function ConfirmDialog({ confirmation, onClose }: Props) {
  const id = useId();
  return (
    <Modal
      open={confirmation !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      className={styles.dialog}
    >
      {confirmation ? (
        <>
          <h2 id={`${id}-title`}>{confirmation.title}</h2>
          <p id={`${id}-text`}>{confirmation.text}</p>
          <div className={styles.dialogActions}>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {confirmation.cancelLabel}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                onClose();
                confirmation.onConfirm();
              }}
            >
              {confirmation.confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
