import { useId } from 'react';
import { CARD_HOLDER_MAX } from '../../domain/trial';
import { formatCount } from '../../i18n/format-count';
import { aiToolsWords } from '../../i18n/namespaces/ai-tools';
import { commonWords } from '../../i18n/namespaces/common';
import { $cardPromptOpen } from '../../stores/voice-session';
import Modal from '../common/Modal';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import CardLoginButton from './CardLoginButton';
import styles from './CardPrompt.module.css';

/** The card prompt: opens when the trial is used up; apply for the card or log in. */
/** How to apply for a card: the company's contact details, from content/site.json via the page. */
export interface CardContact {
  email: string;
  phone: string;
}

export default function CardPrompt({ email, phone }: CardContact) {
  const open = useStore($cardPromptOpen);
  const words = useWords(aiToolsWords);
  const common = useWords(commonWords);
  const id = useId();

  return (
    <Modal
      open={open}
      onClose={() => $cardPromptOpen.set(false)}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      className={styles.dialog}
    >
      <h2 id={`${id}-title`}>{words.getTheCard}</h2>
      <p id={`${id}-text`}>
        {words.cardPromptBefore(formatCount(CARD_HOLDER_MAX))} <a href={`mailto:${email}`}>{email}</a>{' '}
        {words.orCall(phone)}
      </p>
      <div className="button-row">
        <CardLoginButton beforeShowing={() => $cardPromptOpen.set(false)} />
        <button type="button" className="button button--ghost" onClick={() => $cardPromptOpen.set(false)}>
          {common.close}
        </button>
      </div>
    </Modal>
  );
}
