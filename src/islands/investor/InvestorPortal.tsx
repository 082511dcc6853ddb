import { type ReactNode, useEffect, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { commonWords } from '../../i18n/namespaces/common';
import { investorWords } from '../../i18n/namespaces/investor';
import { investorCodeWords } from '../../i18n/namespaces/investor-code';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand } from '../../loading/on-demand';
import { $investorSession, restore } from '../../stores/investor-session';
import InputReady from '../common/InputReady';
import { intentToUse, useOnDemand } from '../common/on-demand';
import SessionCheck from '../common/SessionCheck';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import InvestorLogin from './InvestorLogin';
import styles from './InvestorPortal.module.css';

// Most visitors see the login form: the dashboard's code loads once an investor is signed in, or starts loading as
// one begins to log in.
const investorDashboard = onDemand(() => importAgain(() => import('./InvestorDashboard')).then(withPageWords));

interface Props {
  /** Static content of the logged-out view (company progress and current loss), rendered by the page. */
  children?: ReactNode;
  lang?: Locale;
}

/** /investor-portal: login form while logged out, dashboard while logged in. */
export default function InvestorPortal({ children, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, investorWords, investorCodeWords, commonWords);
  const words = useWords(investorWords, locale);
  const common = useWords(commonWords, locale);
  const session = useStore($investorSession, { ssr: 'initial' });
  const dashboard = useOnDemand(investorDashboard);
  const [dashboardFailed, setDashboardFailed] = useState(false);
  const InvestorDashboard = dashboard.module?.default;
  useEffect(() => {
    void restore();
  }, []);
  const authenticated = session.status === 'authenticated';
  const loadDashboard = dashboard.use;
  useEffect(() => {
    if (authenticated) void loadDashboard().then((loaded) => setDashboardFailed(!loaded));
  }, [authenticated, loadDashboard]);

  // Checking the session, or signed in while the dashboard's code is still on its way: the login form keeps its place.
  const loggedOut = dashboardFailed ? (
    <p role="alert">{common.networkError}</p>
  ) : (
    <SessionCheck checking={session.status !== 'anonymous'} status={words.checkingSession}>
      <InvestorLogin
        focusInput={session.status === 'anonymous' && session.via === 'logout'}
        intent={intentToUse(investorDashboard)}
      />
    </SessionCheck>
  );

  return (
    <LocaleContext value={locale}>
      {session.status === 'authenticated' && InvestorDashboard ? (
        <div className="section container">
          <InvestorDashboard
            account={session.account}
            transactions={session.transactions}
            focusHeading={session.via === 'login'}
          />
        </div>
      ) : (
        <>
          <div className={`section container ${styles.loggedOut}`}>{loggedOut}</div>
          {children}
        </>
      )}
      <InputReady />
    </LocaleContext>
  );
}
