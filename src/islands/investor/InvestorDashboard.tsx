import { useEffect, useId, useRef, useState } from 'react';
import type { InvestorAccount, Transaction } from '../../domain/investor';
import { displayInvestorCode, type StatementFormat } from '../../domain/investor-code';
import { formatRupees } from '../../domain/money';
import { formatDate } from '../../i18n/format';
import { nextPaymentDateText, statementNote } from '../../i18n/investor-dates';
import { investorDashboardWords } from '../../i18n/namespaces/investor-dashboard';
import { cycleText, processingText, staffText } from '../../i18n/payment-terms';
import { logout } from '../../stores/investor-session';
import { downloadStatement } from '../../stores/investor-statement';
import { useLocale, useWords } from '../common/use-messages';
import styles from './InvestorPortal.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [investorDashboardWords];

interface Props {
  account: InvestorAccount;
  transactions: Transaction[];
  /** Focus the heading when shown (after a login, not after a reload). */
  focusHeading: boolean;
}

/** The logged-in view: status, investment, next payment, notification, transactions. */
export default function InvestorDashboard({ account, transactions, focusHeading }: Props) {
  const words = useWords(investorDashboardWords);
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<'logout' | StatementFormat | null>(null);
  const id = useId();
  const verified = account.accountVerificationStatus === 'verified';
  const tone = verified ? styles.verified : styles.processing;
  const notification = staffText(account.notificationMessage, account.notificationMessageHi, locale);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const run = async (action: 'logout' | StatementFormat) => {
    setBusy(action);
    try {
      await (action === 'logout' ? logout() : downloadStatement(action));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.dashboard} aria-labelledby={`${id}-heading`}>
      <div className={styles.dashboardHead}>
        <div>
          <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
            {words.dashboardHeading}
          </h2>
          <p className={styles.welcome}>{words.welcome(account.accountHolders)}</p>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy === 'logout'}
          onClick={() => void run('logout')}
        >
          {words.logout}
        </button>
      </div>

      <div className="grid">
        <section className="card" aria-labelledby={`${id}-status`}>
          <h3 id={`${id}-status`}>{words.statusHeading}</h3>
          <dl className={styles.facts}>
            <dt>{words.investorCode}</dt>
            <dd>{displayInvestorCode(account.uniqueInvestorCode)}</dd>
            <dt>{words.accountType}</dt>
            <dd>{words.accountTypes[account.accountType]}</dd>
            <dt>{words.holderType}</dt>
            <dd>{words.holderTypes[account.accountHolderType]}</dd>
            <dt>{words.verificationStatus}</dt>
            <dd>
              <span className={`${styles.badge} ${tone}`}>{verified ? words.verified : words.processing}</span>
            </dd>
          </dl>
        </section>

        <section className="card" aria-labelledby={`${id}-investment`}>
          <h3 id={`${id}-investment`}>{words.investmentHeading}</h3>
          <dl className={styles.facts}>
            <dt>{words.totalInvested}</dt>
            <dd>{formatRupees(account.totalAmountInvested)}</dd>
            <dt>{words.basicAmount}</dt>
            <dd>{formatRupees(account.basicAmount)}</dd>
            <dt>{words.totalReleased}</dt>
            <dd>{formatRupees(account.totalAmountReleased)}</dd>
            <dt>{words.currentLoss}</dt>
            <dd>{formatRupees(account.currentLoss)}</dd>
          </dl>
        </section>

        <section className="card" aria-labelledby={`${id}-payment`}>
          <h3 id={`${id}-payment`}>{words.nextPaymentHeading}</h3>
          <dl className={styles.facts}>
            <dt>{words.paymentDate}</dt>
            <dd>
              <time dateTime={account.upcomingPaymentDate}>
                {nextPaymentDateText(account.upcomingPaymentDate, new Date(), words, locale)}
              </time>
            </dd>
            <dt>{words.amount}</dt>
            <dd>{formatRupees(account.upcomingPaymentAmount)}</dd>
            <dt>{words.cycle}</dt>
            <dd>{cycleText(account, words)}</dd>
            <dt>{words.processingTime}</dt>
            <dd>{processingText(account, words)}</dd>
          </dl>
        </section>
      </div>

      {notification && (
        <section className={`${styles.notice} ${tone}`} aria-labelledby={`${id}-notice`}>
          <h3 id={`${id}-notice`}>{words.notificationHeading}</h3>
          <p>{notification}</p>
        </section>
      )}

      <section className={`card ${styles.history}`} aria-labelledby={`${id}-history`}>
        <div className={styles.historyHead}>
          <h3 id={`${id}-history`}>{words.historyHeading}</h3>
          {/* The PDF first: typeset, readable on a phone; the text file stays for those who keep or parse it. */}
          <div className={styles.downloads}>
            <button type="button" className="button" disabled={busy === 'pdf'} onClick={() => void run('pdf')}>
              {words.downloadStatement}
            </button>
            <button type="button" className={styles.textLink} disabled={busy === 'txt'} onClick={() => void run('txt')}>
              {words.downloadStatementText}
            </button>
          </div>
        </div>
        {transactions.length === 0 ? (
          <p>{words.noTransactions}</p>
        ) : (
          <ul className={styles.transactions}>
            {transactions.map((entry) => {
              const description = staffText(entry.description, entry.descriptionHi, locale);
              // Credit shows a plus in green; anything else a minus in red. The type is always written out too.
              const credit = entry.transactionType === 'Credit';
              return (
                <li key={entry.transactionId} className={styles.transaction}>
                  <div>
                    <p className={styles.transactionId}>{entry.transactionId}</p>
                    <p className={styles.muted}>
                      <time dateTime={`${entry.transactionDate}T${entry.transactionTime}`}>
                        {formatDate(entry.transactionDate, locale)}, {entry.transactionTime}
                      </time>
                    </p>
                    {description && <p>{description}</p>}
                  </div>
                  <div className={styles.transactionAmount}>
                    <p className={credit ? styles.credit : styles.debit}>
                      {credit ? '+' : '-'}
                      {formatRupees(entry.amount)}
                    </p>
                    <p className={styles.muted}>{words.transactionTypes[entry.transactionType]}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.note}>{statementNote(account.nextStatementDate, new Date(), words, locale)}</p>
      </section>
    </section>
  );
}
