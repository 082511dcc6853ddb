import { useEffect, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { aiToolsWords } from '../../i18n/namespaces/ai-tools';
import { commonWords } from '../../i18n/namespaces/common';
import { prefetch, prefetchWhenIdle } from '../../loading/on-demand';
import { $session, $view, checkStatus, showView } from '../../stores/voice-session';
import InputReady from '../common/InputReady';
import { useOnDemand } from '../common/on-demand';
import SessionCheck from '../common/SessionCheck';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import AccessChoice from './AccessChoice';
import styles from './AiTools.module.css';
import { cardLogin } from './CardLoginButton';
import CardPrompt, { type CardContact } from './CardPrompt';
import { tools, voiceCloning } from './tool-parts';
import { toolTabFromHash } from './use-tool-tab-hash';

/** /ai-tools: session check, access views, then the two tools. */
export default function AiTools({ cardContact, lang = 'en' }: { cardContact: CardContact; lang?: Locale }) {
  const locale = useIslandLocale(lang, aiToolsWords, commonWords);
  const words = useWords(aiToolsWords, locale);
  const common = useWords(commonWords, locale);
  const session = useStore($session);
  const view = useStore($view);
  const cardHolder = session.authenticated ? session.cardHolder : null;
  const loadTools = useOnDemand(tools).use;
  const [toolsFailed, setToolsFailed] = useState(false);

  useEffect(() => {
    // A link to #tts or #clone asks for a tool: its code loads while the session is checked.
    const asked = toolTabFromHash(window.location.hash);
    if (asked) prefetch(tools);
    if (asked === 'clone') prefetch(voiceCloning);
    void checkStatus();
    // Otherwise once the page is idle: most visits go on to a tool, and it then opens at once.
    return prefetchWhenIdle(tools);
  }, []);
  const wantsTools = cardHolder !== null || view === 'freetrial';
  useEffect(() => {
    if (wantsTools) void loadTools().then((loaded) => setToolsFailed(!loaded));
  }, [wantsTools, loadTools]);
  // The login view and the free trial are shown only once their code is in (ViewButton.tsx); a card holder's tools
  // once loadTools has them, the session check's status line standing meanwhile.
  const CardLogin = cardLogin.loaded()?.default;
  const Tools = tools.loaded()?.default;

  let content: React.ReactNode;
  if (cardHolder && Tools) content = <Tools cardHolder={cardHolder} />;
  else if (cardHolder && toolsFailed) content = <p role="alert">{common.networkError}</p>;
  else {
    let signedOut: React.ReactNode;
    if (view === 'login' && CardLogin) signedOut = <CardLogin />;
    else if (view === 'freetrial' && Tools) {
      signedOut = (
        <>
          <div className={styles.trialHead}>
            <h2>{words.freeTrial}</h2>
            <button type="button" className="button button--ghost" onClick={() => showView('choice')}>
              {common.back}
            </button>
          </div>
          <Tools cardHolder={null} />
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
      <SessionCheck checking={!session.checked || cardHolder !== null} status={status}>
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
      <InputReady />
    </LocaleContext>
  );
}
