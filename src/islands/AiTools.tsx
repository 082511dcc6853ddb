import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '../i18n/locale';
import { aiToolsWords } from '../i18n/messages/en/ai-tools';
import { commonWords } from '../i18n/messages/en/common';
import { LocaleContext, useIslandLocale, useWords } from '../i18n/use-messages';
import { $session, $trialExhausted, $view, checkStatus, showView } from '../stores/voice-session';
import AccessChoice from './ai-tools/AccessChoice';
import styles from './ai-tools/AiTools.module.css';
import CardLogin from './ai-tools/CardLogin';
import CardPrompt, { type CardContact } from './ai-tools/CardPrompt';
import ToolTabs from './ai-tools/ToolTabs';
import UsageBanner from './ai-tools/UsageBanner';
import WelcomeBanner from './ai-tools/WelcomeBanner';
import SessionCheck from './common/SessionCheck';

/** /ai-tools: session check, access views, then the two tools. */
export default function AiTools({ cardContact, lang = 'en' }: { cardContact: CardContact; lang?: Locale }) {
  const locale = useIslandLocale(lang);
  const words = useWords(aiToolsWords, locale);
  const common = useWords(commonWords, locale);
  const session = useStore($session);
  const view = useStore($view);
  const exhausted = useStore($trialExhausted);

  useEffect(() => {
    void checkStatus();
  }, []);

  let content: React.ReactNode;
  if (session.authenticated && session.cardHolder) {
    content = (
      <>
        <WelcomeBanner cardHolder={session.cardHolder} />
        <ToolTabs canClone />
      </>
    );
  } else {
    let signedOut: React.ReactNode;
    if (view === 'login') signedOut = <CardLogin />;
    else if (view === 'freetrial') {
      signedOut = (
        <>
          <div className={styles.trialHead}>
            <h2>{words.freeTrial}</h2>
            <button type="button" className="button button--ghost" onClick={() => showView('choice')}>
              {common.back}
            </button>
          </div>
          <UsageBanner charactersUsed={session.charactersUsed} exhausted={exhausted} />
          <ToolTabs canClone={false} />
        </>
      );
    } else signedOut = <AccessChoice />;
    const status = (
      <>
        <span className={styles.spinner} aria-hidden="true" />
        {words.checkingSession}
      </>
    );
    content = (
      <SessionCheck checking={!session.checked} status={status}>
        {signedOut}
      </SessionCheck>
    );
  }

  return (
    <LocaleContext value={locale}>
      <div className={`section container ${styles.root}`}>
        {content}
        <CardPrompt {...cardContact} />
      </div>
    </LocaleContext>
  );
}
