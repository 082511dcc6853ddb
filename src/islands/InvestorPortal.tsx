import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import type { Locale } from '../i18n/locale';
import { MessagesContext, useMessages } from '../i18n/use-messages';
import { $investorSession, restore } from '../stores/investor-session';
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
  const t = useMessages(lang);
  const session = useStore($investorSession, { ssr: 'initial' });
  useEffect(() => {
    void restore();
  }, []);

  return (
    <MessagesContext value={t}>
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
            {session.status === 'checking' ? (
              <p className={styles.checking} role="status">
                {t.investor.checkingSession}
              </p>
            ) : (
              <InvestorLogin focusInput={session.via === 'logout'} />
            )}
          </div>
          {children}
        </>
      )}
    </MessagesContext>
  );
}
