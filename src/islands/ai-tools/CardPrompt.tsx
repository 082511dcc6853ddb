import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $cardPromptOpen, showView } from '../../stores/voice-session';
import Modal from '../common/Modal';
import styles from './CardPrompt.module.css';

/** The card prompt: opens when the trial is used up; apply for the card or log in. */
/** How to apply for a card: the company's contact details, from content/site.json via the page. */
export interface CardContact {
  email: string;
  phone: string;
}

export default function CardPrompt({ email, phone }: CardContact) {
  const open = useStore($cardPromptOpen);
  const id = useId();

  return (
    <Modal
      open={open}
      onClose={() => $cardPromptOpen.set(false)}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      className={styles.dialog}
    >
      <h2 id={`${id}-title`}>Get the card for more usage</h2>
      <p id={`${id}-text`}>
        Your free trial is complete. With a card you can convert up to 50,000 characters at a time and clone your own
        voice. To apply for a card, write to <a href={`mailto:${email}`}>{email}</a> or call {phone}.
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
    </Modal>
  );
}
