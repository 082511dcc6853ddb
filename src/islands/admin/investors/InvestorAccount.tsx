import { useCallback, useEffect, useState } from 'react';
import type { AuditEntryView } from '../../../api/admin';
import type { AdminInvestor } from '../../../api/admin-investors';
import type { Transaction } from '../../../domain/investor';
import { formatRupees } from '../../../domain/money';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { loadInvestor, recordInvestorTransaction } from '../../../stores/admin-investors';
import { useWords } from '../../common/use-messages';
import styles from '../AdminDashboard.module.css';
import AuditEntries from '../AuditEntries';
import ConfirmDialog, { type Confirmation } from '../ConfirmDialog';
import tables from '../DataTable.module.css';
import type { Settle } from './account-form';
import ChangeAccountForm from './ChangeAccountForm';
import own from './Investors.module.css';
import RecordTransactionForm from './RecordTransactionForm';
import WelcomeLetterButtons from './WelcomeLetterButtons';

interface Props {
  code: string;
  onBack: () => void;
  onLock: (message?: string) => void;
}

/**
 * One investor: the account's fields, the transactions (each reversible once), recording a transaction, changing
 * the next payment, verification and notification, and who changed what. Every write names the version shown; when
 * another officer saved first, the page shows the server's message and the investor as it is now.
 */
import TableBox from '../TableBox';
export default function InvestorAccount({ code, onBack, onLock }: Props) {
  const words = useWords(adminInvestorsWords);
  const [investor, setInvestor] = useState<AdminInvestor | null>(null);
  const [version, setVersion] = useState('');
  const [audit, setAudit] = useState<AuditEntryView[]>([]);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const load = useCallback(async () => {
    const result = await loadInvestor(code);
    if (!result.ok) {
      if (result.status === 401) onLock();
      else setError(words.couldNotLoad(result.error));
      return;
    }
    setInvestor(result.value.investor);
    setVersion(result.value.version);
    setAudit(result.value.audit);
  }, [code, onLock, words]);

  useEffect(() => {
    void load();
  }, [load]);

  /** After a write: the new state, or the refusal (with the current state when the version was stale). */
  const settle = useCallback<Settle>(
    async (result, done) => {
      if (result.ok) {
        setError('');
        setStatus(done);
        setInvestor(result.value.investor);
        setVersion(result.value.version);
      } else if (result.status === 401) {
        onLock();
        return false;
      } else {
        setStatus('');
        setError(words.couldNotSave(result.error));
        if (result.details?.investor && result.details.version) {
          setInvestor(result.details.investor);
          setVersion(result.details.version);
        }
      }
      const refreshed = await loadInvestor(code);
      if (refreshed.ok) setAudit(refreshed.value.audit);
      return result.ok;
    },
    [code, onLock, words],
  );

  if (!investor) {
    return (
      <section aria-labelledby="investor-heading">
        <h2 id="investor-heading">{words.heading}</h2>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {words.back}
        </button>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : (
          <p role="status">{words.loading}</p>
        )}
      </section>
    );
  }

  const reversedBy = new Map(investor.transactions.flatMap((t) => (t.reverses ? [[t.reverses, t.transactionId]] : [])));
  const facts: [string, string][] = [
    [words.codeLabel, investor.investorCode],
    [words.fields.accountHolders, investor.accountHolders],
    [words.fields.accountType, words.accountTypes[investor.accountType]],
    [words.fields.accountHolderType, words.holderTypes[investor.accountHolderType]],
    [words.fields.accountVerificationStatus, words.verification[investor.accountVerificationStatus]],
    [words.fields.totalAmountInvested, formatRupees(investor.totalAmountInvested)],
    [words.fields.investmentAmount, formatRupees(investor.investmentAmount)],
    [words.fields.basicAmount, formatRupees(investor.basicAmount)],
    [words.fields.totalAmountReleased, formatRupees(investor.totalAmountReleased)],
    [words.fields.currentLoss, formatRupees(investor.currentLoss)],
    [words.fields.upcomingPaymentDate, investor.upcomingPaymentDate],
    [words.fields.upcomingPaymentAmount, formatRupees(investor.upcomingPaymentAmount)],
    [words.fields.paymentReleaseDate, investor.paymentReleaseDate],
    [words.fields.paymentProcessingTime, investor.paymentProcessingTime],
    [words.fields.notificationMessage, investor.notificationMessage ?? '—'],
    [words.fields.notificationMessageHi, investor.notificationMessageHi ?? '—'],
    [words.fields.email, investor.email ?? '—'],
    [words.fields.preferredLanguage, words.languages[investor.preferredLanguage ?? 'en']],
  ];

  async function reverse(entry: Transaction) {
    const result = await recordInvestorTransaction(code, version, { reverses: entry.transactionId });
    await settle(result, result.ok ? words.reversed(result.value.transactionId) : '');
  }

  return (
    <section aria-labelledby="investor-heading">
      <h2 id="investor-heading">{investor.fullName}</h2>
      <div className={own.toolbar}>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {words.back}
        </button>
        <WelcomeLetterButtons code={investor.investorCode} />
      </div>
      <p role="status" className={styles.live} data-testid="investor-status">
        {status}
      </p>
      {error ? (
        <p role="alert" className={styles.error} data-testid="investor-error">
          {error}
        </p>
      ) : null}
      <dl className={own.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={label === words.fields.totalAmountReleased ? 'investor-released' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>

      <h3>{words.transactionsHeading}</h3>
      {investor.transactions.length === 0 ? <p>{words.noTransactions}</p> : null}
      {investor.transactions.length > 0 ? (
        <TableBox label={words.transactionsHeading}>
          <table className={`${tables.table} ${tables.wrapCells}`}>
            <thead>
              <tr>
                <th scope="col">{words.transactionColumns.id}</th>
                <th scope="col">{words.transactionColumns.when}</th>
                <th scope="col">{words.transactionColumns.description}</th>
                <th scope="col">{words.transactionColumns.type}</th>
                <th scope="col">{words.transactionColumns.amount}</th>
                <th scope="col" className={tables.actions}>
                  <span className="visually-hidden">{words.reverse}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {investor.transactions.map((entry) => {
                const reversal = reversedBy.get(entry.transactionId);
                return (
                  <tr key={entry.transactionId} data-testid="transaction-row">
                    <th scope="row" className={styles.mono}>
                      {entry.transactionId}
                    </th>
                    <td data-label={words.transactionColumns.when}>
                      {entry.transactionDate} {entry.transactionTime}
                    </td>
                    <td data-label={words.transactionColumns.description}>
                      {entry.description ?? ''}
                      {entry.descriptionHi ? (
                        <span className={styles.hint} lang="hi">
                          {' '}
                          {words.inHindi(entry.descriptionHi)}
                        </span>
                      ) : null}
                      {entry.reverses ? <span className={styles.hint}> {words.reverses(entry.reverses)}</span> : null}
                      {reversal ? <span className={styles.hint}> {words.reversedBy(reversal)}</span> : null}
                    </td>
                    <td data-label={words.transactionColumns.type}>{words.transactionTypes[entry.transactionType]}</td>
                    <td data-label={words.transactionColumns.amount}>{formatRupees(entry.amount)}</td>
                    <td className={tables.actions}>
                      {entry.reverses || reversal ? null : (
                        <button
                          type="button"
                          className={styles.action}
                          aria-label={words.reverseLabel(entry.transactionId)}
                          onClick={() =>
                            setConfirmation({
                              title: words.reverseLabel(entry.transactionId),
                              text: words.confirmReverse(entry.transactionId),
                              confirmLabel: words.reverse,
                              cancelLabel: words.cancel,
                              onConfirm: () => void reverse(entry),
                            })
                          }
                        >
                          {words.reverse}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      ) : null}

      {/* The reversal is confirmed in a dialog naming the entry, never inside the table's narrow cell. */}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />

      <RecordTransactionForm code={code} version={version} settle={settle} />
      <ChangeAccountForm key={version} code={code} version={version} investor={investor} settle={settle} />

      <h3>{words.auditHeading}</h3>
      {audit.length === 0 ? <p>{words.noAudit}</p> : null}
      {audit.length > 0 ? (
        <TableBox label={words.auditHeading}>
          <AuditEntries entries={audit} showRecord={false} rowTestId="investor-audit-row" />
        </TableBox>
      ) : null}
    </section>
  );
}
