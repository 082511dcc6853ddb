import { useCallback, useEffect, useState } from 'react';
import type { BackupView } from '../../api/admin-backups';
import { failureMessage } from '../../i18n/failure-message';
import { formatDate, formatShortDateTime } from '../../i18n/format';
import { formatCount } from '../../i18n/format-count';
import { adminWords } from '../../i18n/namespaces/admin';
import { adminBackupsWords } from '../../i18n/namespaces/admin-backups';
import { failuresWords } from '../../i18n/namespaces/failures';
import { downloadBackupFile, loadBackups } from '../../stores/admin-backups';
import { useLocale, useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import tables from './DataTable.module.css';
import PanelState from './PanelState';

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 2 : 1);
const records = (backup: BackupView) => Object.values(backup.counts).reduce((sum, n) => sum + n, 0);

/** Owner: the daily encrypted snapshots, newest first, each downloadable (the download is audited). */
import TableBox from './TableBox';
export default function BackupsPanel({ onLock }: { onLock: (message?: string) => void }) {
  const words = useWords(adminBackupsWords);
  const admin = useWords(adminWords);
  const failures = useWords(failuresWords);
  const locale = useLocale();
  const [backups, setBackups] = useState<BackupView[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    setBackups(null);
    const result = await loadBackups();
    if (result.ok) setBackups(result.value.backups);
    else if (result.status === 401) onLock(admin.sessionEnded);
    else setFailure(result.error);
  }, [onLock, admin]);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(id: string) {
    setBusy(id);
    setMessage('');
    const failure = await downloadBackupFile(id);
    setBusy(null);
    if (failure !== null) setMessage(words.downloadFailed(failure));
  }

  return (
    <section aria-labelledby="backups-heading">
      <h2 id="backups-heading">{words.heading}</h2>
      <p>{words.intro}</p>
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      {failure !== null ? (
        <PanelState kind="error" text={failureMessage(words.failed, failure, failures)} onRetry={() => void load()} />
      ) : backups === null ? (
        <PanelState kind="busy" text={words.loading} />
      ) : backups.length === 0 ? (
        <PanelState kind="empty" text={words.none} hint={words.noneHint} />
      ) : (
        <TableBox label={words.heading}>
          <table className={tables.table}>
            <caption>{words.caption(backups.length)}</caption>
            <thead>
              <tr>
                {(['day', 'createdAt', 'size', 'records', 'download'] as const).map((column) => (
                  <th key={column} scope="col" className={column === 'download' ? tables.actions : undefined}>
                    {words.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {backups.map((backup) => {
                const day = formatDate(backup.id, locale);
                return (
                  <tr key={backup.id} data-testid="backup-row">
                    <td data-label={words.columns.day}>{day}</td>
                    <td data-label={words.columns.createdAt}>{formatShortDateTime(backup.createdAt, locale)}</td>
                    <td data-label={words.columns.size}>{words.sizeInMegabytes(megabytes(backup.size))}</td>
                    <td data-label={words.columns.records}>{words.recordCount(formatCount(records(backup)))}</td>
                    <td data-label={words.columns.download} className={tables.actions}>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={words.downloadLabel(day)}
                        aria-busy={busy === backup.id || undefined}
                        disabled={busy !== null}
                        onClick={() => void save(backup.id)}
                      >
                        {busy === backup.id ? words.downloading : words.download}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
