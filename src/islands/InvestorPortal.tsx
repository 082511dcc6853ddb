import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { $investorSession, restore } from '../stores/investor-session';
import InvestorDashboard from './investor/InvestorDashboard';
import InvestorLogin from './investor/InvestorLogin';
import styles from './investor/InvestorPortal.module.css';

interface Props {
  /** Static content of the logged-out view (company progress and current loss), rendered by the page. */
  children?: ReactNode;
}

/** /investor-portal: login form while logged out, dashboard while logged in. */
export default function InvestorPortal({ children }: Props) {
  const session = useStore($investorSession, { ssr: 'initial' });
  useEffect(() => {
    void restore();
  }, []);

  if (session.status === 'authenticated') {
    return (
      <div className="section container">
        <InvestorDashboard
          account={session.account}
          transactions={session.transactions}
          focusHeading={session.via === 'login'}
        />
      </div>
    );
  }
  return (
    <>
      <div className={`section container ${styles.loggedOut}`}>
        {session.status === 'checking' ? (
          <p className={styles.checking} role="status">
            Checking your session…
          </p>
        ) : (
          <InvestorLogin focusInput={session.via === 'logout'} />
        )}
      </div>
      {children}
    </>
  );
}
