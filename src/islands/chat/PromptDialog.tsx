import { type ReactNode, type SubmitEvent, useId, useState } from 'react';
import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import { commonWords } from '../../i18n/namespaces/common';
import BusyButton from '../common/BusyButton';
import Modal from '../common/Modal';
import { useWords } from '../common/use-messages';
import styles from './ChatDialog.module.css';
import fields from './ChatFields.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Does the work; the dialog closes when it returns true. */
  onSubmit: (prompt: string) => Promise<boolean>;
  /** Shown under the form once there is something to show (the sound effect's player). */
  result?: ReactNode;
}

/** The image and sound-effect dialogs: one prompt, required, Cancel, and a busy state. */
export default function PromptDialog({ open, ...form }: Props) {
  const id = useId();
  return (
    <Modal open={open} onClose={form.onClose} labelledBy={`${id}-title`} className={styles.dialog}>
      <PromptForm id={id} {...form} />
    </Modal>
  );
}

type FormProps = Omit<Props, 'open'> & { id: string };

function PromptForm({ id, onClose, title, intro, label, submitLabel, busyLabel, onSubmit, result }: FormProps) {
  const words = useWords(chatPartsWords);
  const common = useWords(commonWords);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !prompt.trim()) return;
    setBusy(true);
    const done = await onSubmit(prompt);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className={styles.dialogIntro}>{intro}</p>
      <label className={fields.fieldLabel} htmlFor={`${id}-prompt`}>
        {label}
      </label>
      <textarea
        id={`${id}-prompt`}
        className={fields.field}
        rows={4}
        required
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        disabled={busy || result !== undefined}
      />
      {result}
      <div className={styles.dialogActions}>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {result === undefined ? words.cancel : common.close}
        </button>
        {result === undefined && (
          <BusyButton busy={busy} busyLabel={busyLabel} disabled={!prompt.trim()}>
            {submitLabel}
          </BusyButton>
        )}
      </div>
    </form>
  );
}
