import { useStore } from '@nanostores/react';
import { FREE_TRIAL_LIMIT } from '../../domain/trial';
import { $trialExhausted, showView } from '../../stores/voice-session';
import styles from './AccessChoice.module.css';
import panel from './ToolPanel.module.css';
import { useToolTabHash } from './use-tool-tab-hash';

/** The choice view: log in with a card, or start the free trial. */
export default function AccessChoice() {
  const exhausted = useStore($trialExhausted);
  const askedForCloning = useToolTabHash() === 'clone';
  return (
    <div className={styles.choice}>
      {askedForCloning && (
        <p className={`${panel.locked} ${styles.choiceNotice}`}>
          <strong>Voice cloning is for voice card holders.</strong> Log in with your card to clone your voice, or{' '}
          <a href="#about-the-card">read how to get a card</a>.
        </p>
      )}
      <section className={`card ${styles.choiceCard}`} aria-labelledby="ai-choice-card">
        <h2 id="ai-choice-card">Log in with your card</h2>
        <p>
          The voice card is our prepaid card for these tools. Card holders convert up to 50,000 characters at a time and
          can clone their own voice. Sign in with your mobile number and 4-digit PIN.{' '}
          <a href="#about-the-card">What the card is and how to get one</a>
        </p>
        <button type="button" className="button" onClick={() => showView('login')}>
          Log in with card
        </button>
      </section>
      <section className={`card ${styles.choiceCard}`} aria-labelledby="ai-choice-trial">
        <h2 id="ai-choice-trial">Start the free trial</h2>
        {exhausted ? (
          <p>
            Your free trial of {FREE_TRIAL_LIMIT} characters on this browser is used up. Log in with your card to
            continue.
          </p>
        ) : (
          <p>
            Try text to speech without signing in: {FREE_TRIAL_LIMIT} characters in total, in Hindi, English and more.
            No card needed.
          </p>
        )}
        <button type="button" className="button button--ghost" onClick={() => showView('freetrial')}>
          Start free trial
        </button>
      </section>
    </div>
  );
}
