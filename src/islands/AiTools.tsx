import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, $trialExhausted, $view, checkStatus, showView } from '../stores/voice-session';
import AccessChoice from './ai-tools/AccessChoice';
import styles from './ai-tools/AiTools.module.css';
import CardLogin from './ai-tools/CardLogin';
import CardPrompt, { type CardContact } from './ai-tools/CardPrompt';
import ToolTabs from './ai-tools/ToolTabs';
import UsageBanner from './ai-tools/UsageBanner';
import WelcomeBanner from './ai-tools/WelcomeBanner';

/** /ai-tools: session check, access views, then the two tools. */
export default function AiTools({ cardContact }: { cardContact: CardContact }) {
  const session = useStore($session);
  const view = useStore($view);
  const exhausted = useStore($trialExhausted);

  useEffect(() => {
    void checkStatus();
  }, []);

  let content: React.ReactNode;
  if (!session.checked) {
    content = (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Checking your session…
      </div>
    );
  } else if (session.authenticated && session.cardHolder) {
    content = (
      <>
        <WelcomeBanner cardHolder={session.cardHolder} />
        <ToolTabs canClone />
      </>
    );
  } else if (view === 'login') {
    content = <CardLogin />;
  } else if (view === 'freetrial') {
    content = (
      <>
        <div className={styles.trialHead}>
          <h2>Free trial</h2>
          <button type="button" className="button button--ghost" onClick={() => showView('choice')}>
            Back
          </button>
        </div>
        <UsageBanner charactersUsed={session.charactersUsed} exhausted={exhausted} />
        <ToolTabs canClone={false} />
      </>
    );
  } else {
    content = <AccessChoice />;
  }

  return (
    <div className={`section container ${styles.root}`}>
      {content}
      <CardPrompt {...cardContact} />
    </div>
  );
}
