import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import type { Locale } from '../i18n/locale';
import { investorWords } from '../i18n/messages/en/investor';
import { LocaleContext, useIslandLocale, useWords } from '../i18n/use-messages';
import { $investorSession, restore } from '../stores/investor-session';
import SessionCheck from './common/SessionCheck';
import InvestorDashboard from './investor/InvestorDashboard';
import InvestorLogin from './investor/InvestorLogin';
import styles from './investor/InvestorPortal.module.css';

interface Props {
  /** Static content of the logged-out view (company progress and current loss), rendered by the page. */
  children?: ReactNode;
  lang?: Locale;
}

/** /investor-portal: login form while logged out, dashboard while logged in. */
export default function InvestorPortal({ children, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang);
  const words = useWords(investorWords, locale);
  const session = useStore($investorSession, { ssr: 'initial' });
  useEffect(() => {
    void restore();
  }, []);

  return (
    <LocaleContext value={locale}>
      {session.status === 'authenticated' ? (
        <div className="section container">
          <InvestorDashboard
            account={session.account}
            transactions={session.transactions}
            focusHeading={session.via === 'login'}
          />
        </div>
      ) : (
        <>
          <div className={`section container ${styles.loggedOut}`}>
            <SessionCheck checking={session.status === 'checking'} status={words.checkingSession}>
              <InvestorLogin focusInput={session.status === 'anonymous' && session.via === 'logout'} />
            </SessionCheck>
          </div>
          {children}
        </>
      )}
    </LocaleContext>
  );
}
