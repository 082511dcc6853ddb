import { useEffect, useId, useRef, useState } from 'react';
import type { InvestorAccount, Transaction } from '../../domain/investor';
import { formatInvestorCode } from '../../domain/investor-code';
import { formatRupees } from '../../domain/money';
import { formatOrdinalDate } from '../../domain/payment-calendar';
import { statementNote } from '../../domain/statement-note';
import { downloadStatement, logout } from '../../stores/investor-session';
import styles from './InvestorPortal.module.css';

interface Props {
  account: InvestorAccount;
  transactions: Transaction[];
  /** Focus the heading when shown (after a login, not after a reload). */
  focusHeading: boolean;
}

/** The logged-in view: status, investment, next payment, notification, transactions. */
export default function InvestorDashboard({ account, transactions, focusHeading }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<'logout' | 'download' | null>(null);
  const id = useId();
  const verified = account.accountVerificationStatus === 'verified';
  const tone = verified ? styles.verified : styles.processing;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const run = async (action: 'logout' | 'download') => {
    setBusy(action);
    try {
      await (action === 'logout' ? logout() : downloadStatement());
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.dashboard} aria-labelledby={`${id}-heading`}>
      <div className={styles.dashboardHead}>
        <div>
          <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
            Investor Dashboard
          </h2>
          <p className={styles.welcome}>Welcome, {account.accountHolders}</p>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy === 'logout'}
          onClick={() => void run('logout')}
        >
          Logout
        </button>
      </div>

      <div className="grid">
        <section className="card" aria-labelledby={`${id}-status`}>
          <h3 id={`${id}-status`}>Account Status</h3>
          <dl className={styles.facts}>
            <dt>Investor code</dt>
            <dd>{formatInvestorCode(account.uniqueInvestorCode) ?? account.uniqueInvestorCode}</dd>
            <dt>Account type</dt>
            <dd>{account.accountType}</dd>
            <dt>Holder type</dt>
            <dd>{account.accountHolderType}</dd>
            <dt>Verification status</dt>
            <dd>
              <span className={`${styles.badge} ${tone}`}>{verified ? 'Verified' : 'Processing'}</span>
            </dd>
          </dl>
        </section>

        <section className="card" aria-labelledby={`${id}-investment`}>
          <h3 id={`${id}-investment`}>Investment Details</h3>
          <dl className={styles.facts}>
            <dt>Total invested</dt>
            <dd>{formatRupees(account.totalAmountInvested)}</dd>
            <dt>Basic amount</dt>
            <dd>{formatRupees(account.basicAmount)}</dd>
            <dt>Total released</dt>
            <dd>{formatRupees(account.totalAmountReleased)}</dd>
            <dt>Current loss</dt>
            <dd>{formatRupees(account.currentLoss)}</dd>
          </dl>
        </section>

        <section className="card" aria-labelledby={`${id}-payment`}>
          <h3 id={`${id}-payment`}>Next Payment</h3>
          <dl className={styles.facts}>
            <dt>Payment date</dt>
            <dd>
              <time dateTime={account.upcomingPaymentDate}>{formatOrdinalDate(account.upcomingPaymentDate)}</time>
            </dd>
            <dt>Amount</dt>
            <dd>{formatRupees(account.upcomingPaymentAmount)}</dd>
            <dt>Cycle</dt>
            <dd>{account.paymentReleaseDate}</dd>
            <dt>Processing time</dt>
            <dd>{account.paymentProcessingTime}</dd>
          </dl>
        </section>
      </div>

      {account.notificationMessage && (
        <section className={`${styles.notice} ${tone}`} aria-labelledby={`${id}-notice`}>
          <h3 id={`${id}-notice`}>NOTIFICATION</h3>
          <p>{account.notificationMessage}</p>
        </section>
      )}

      <section className={`card ${styles.history}`} aria-labelledby={`${id}-history`}>
        <div className={styles.historyHead}>
          <h3 id={`${id}-history`}>Transaction History</h3>
          <button type="button" className="button" disabled={busy === 'download'} onClick={() => void run('download')}>
            Download Statement
          </button>
        </div>
        {transactions.length === 0 ? (
          <p>No transactions yet.</p>
        ) : (
          <ul className={styles.transactions}>
            {transactions.map((t) => {
              // Credit shows a plus in green; anything else a minus in red. The type is always written out too.
              const credit = t.transactionType === 'Credit';
              return (
                <li key={t.transactionId} className={styles.transaction}>
                  <div>
                    <p className={styles.transactionId}>{t.transactionId}</p>
                    <p className={styles.muted}>
                      <time dateTime={`${t.transactionDate}T${t.transactionTime}`}>
                        {formatOrdinalDate(t.transactionDate)}, {t.transactionTime}
                      </time>
                    </p>
                    {t.description && <p>{t.description}</p>}
                  </div>
                  <div className={styles.transactionAmount}>
                    <p className={credit ? styles.credit : styles.debit}>
                      {credit ? '+' : '-'}
                      {formatRupees(t.amount)}
                    </p>
                    <p className={styles.muted}>{credit ? 'Credit' : 'Debit'}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.note}>{statementNote(account.nextStatementDate, new Date())}</p>
      </section>
    </section>
  );
}
