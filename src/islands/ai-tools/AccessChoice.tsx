import { CARD_HOLDER_MAX, FREE_TRIAL_LIMIT } from '../../domain/trial';
import { formatCount } from '../../i18n/format-count';
import { aiToolsWords } from '../../i18n/namespaces/ai-tools';
import { $trialExhausted } from '../../stores/voice-session';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './AccessChoice.module.css';
import CardLoginButton from './CardLoginButton';
import panel from './ToolPanel.module.css';
import { tools } from './tool-parts';
import { useToolTabHash } from './use-tool-tab-hash';
import ViewButton from './ViewButton';

/** The choice view: log in with a card, or start the free trial. */
export default function AccessChoice() {
  const exhausted = useStore($trialExhausted);
  const askedForCloning = useToolTabHash() === 'clone';
  const words = useWords(aiToolsWords);
  return (
    <div className={styles.choice}>
      {askedForCloning && (
        <p className={`${panel.locked} ${styles.choiceNotice}`}>
          <strong>{words.cloningForHoldersStrong}</strong> {words.cloningForHoldersBefore}{' '}
          <a href="#about-the-card">{words.readHowToGetCard}</a>.
        </p>
      )}
      <section className={`card ${styles.choiceCard}`} aria-labelledby="ai-choice-card">
        <h2 id="ai-choice-card">{words.loginWithYourCard}</h2>
        <p>
          {words.cardIntro(formatCount(CARD_HOLDER_MAX))} <a href="#about-the-card">{words.whatTheCardIs}</a>
        </p>
        <CardLoginButton />
      </section>
      <section className={`card ${styles.choiceCard}`} aria-labelledby="ai-choice-trial">
        <h2 id="ai-choice-trial">{words.startTheTrial}</h2>
        {exhausted ? <p>{words.trialUsedUp(FREE_TRIAL_LIMIT)}</p> : <p>{words.trialIntro(FREE_TRIAL_LIMIT)}</p>}
        <ViewButton view="freetrial" part={tools} className="button button--ghost">
          {words.startFreeTrial}
        </ViewButton>
      </section>
    </div>
  );
}
