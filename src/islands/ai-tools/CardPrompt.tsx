import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { site } from '../../domain/site';
import { $cardPromptOpen, showView } from '../../stores/voice-session';
import styles from './AiTools.module.css';

/** The card prompt (SPEC.md section 8): opens when the trial is used up; apply for the card or log in. */
export default function CardPrompt() {
  const open = useStore($cardPromptOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => $cardPromptOpen.set(false)}
    >
      <h2 id={`${id}-title`}>Get the card for more usage</h2>
      <p id={`${id}-text`}>
        Your free trial is complete. With a card you can convert up to 50,000 characters at a time and clone your own
        voice. To apply for a card, write to <a href={`mailto:${site.email}`}>{site.email}</a> or call {site.phone}.
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            $cardPromptOpen.set(false);
            showView('login');
          }}
        >
          Log in with card
        </button>
        <button type="button" className="button button--ghost" onClick={() => $cardPromptOpen.set(false)}>
          Close
        </button>
      </div>
    </dialog>
  );
}
