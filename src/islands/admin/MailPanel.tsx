import { useCallback, useEffect, useState } from 'react';
import type { FailedMailView, RetryingMailView } from '../../api/mail';
import { failureMessage } from '../../i18n/failure-message';
import { formatShortDateTime } from '../../i18n/format';
import { adminWords } from '../../i18n/namespaces/admin';
import { failuresWords } from '../../i18n/namespaces/failures';
import { loadOutbox } from '../../stores/staff';
import { useLocale, useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import tables from './DataTable.module.css';
import PanelState from './PanelState';

type Row = (FailedMailView & { when: number }) | (RetryingMailView & { when: number });
const COLUMNS = ['createdAt', 'kind', 'ref', 'to', 'attempts', 'lastError', 'when'] as const;

/** Admissions: the mail the outbox could not send, still retried or given up, so staff can reach those people. */
import TableBox from './TableBox';
export default function MailPanel({ onLock }: { onLock: (message?: string) => void }) {
  const words = useWords(adminWords);
  const failures = useWords(failuresWords);
  const locale = useLocale();
  const [lists, setLists] = useState<{ failed: Row[]; retrying: Row[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    setLists(null);
    const result = await loadOutbox();
    if (result.ok) {
      setLists({
        failed: result.value.failed.map((mail) => ({ ...mail, when: mail.gaveUpAt })),
        retrying: result.value.retrying.map((mail) => ({ ...mail, when: mail.nextAttemptAt })),
      });
    } else if (result.status === 401) onLock(words.sessionEnded);
    else setFailure(result.error);
  }, [onLock, words]);

  useEffect(() => {
    void load();
  }, [load]);

  const table = (id: string, title: string, rows: Row[], none: string, noneHint: string) => (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <PanelState kind="empty" text={none} hint={noneHint} />
      ) : (
        <TableBox label={title}>
          <table className={`${tables.table} ${tables.wrapCells}`}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {words.mailColumns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((mail) => (
                <tr key={mail.id} data-testid="mail-row">
                  <td data-label={words.mailColumns.createdAt}>
                    {formatShortDateTime(new Date(mail.createdAt), locale)}
                  </td>
                  <td data-label={words.mailColumns.kind}>{words.mailKinds[mail.kind] ?? mail.kind}</td>
                  <td className={styles.mono} data-label={words.mailColumns.ref}>
                    {mail.ref ?? ''}
                  </td>
                  <td className={styles.contact} data-label={words.mailColumns.to}>
                    {mail.to.join(', ')}
                  </td>
                  <td data-label={words.mailColumns.attempts}>{mail.attempts}</td>
                  <td className={styles.breakable} data-label={words.mailColumns.lastError}>
                    {mail.lastError}
                  </td>
                  <td data-label={words.mailColumns.when}>{formatShortDateTime(new Date(mail.when), locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );

  return (
    <section aria-labelledby="mail-heading">
      <h2 id="mail-heading">{words.mailHeading}</h2>
      <p>{words.mailIntro}</p>
      {failure !== null ? (
        <PanelState
          kind="error"
          text={failureMessage(words.mailState.failed, failure, failures)}
          onRetry={() => void load()}
        />
      ) : lists ? (
        <>
          {table(
            'mail-failed',
            words.mailFailed,
            lists.failed,
            words.mailState.noneFailed,
            words.mailState.noneFailedHint,
          )}
          {table(
            'mail-retrying',
            words.mailRetrying,
            lists.retrying,
            words.mailState.noneRetrying,
            words.mailState.noneRetryingHint,
          )}
        </>
      ) : (
        <PanelState kind="busy" text={words.mailState.loading} />
      )}
    </section>
  );
}
