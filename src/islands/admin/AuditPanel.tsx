import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntryView } from '../../api/admin';
import { saveBlob } from '../../browser/save-blob';
import { auditCsv } from '../../domain/audit-csv';
import { adminWords } from '../../i18n/namespaces/admin';
import { type AuditQuery, loadAudit } from '../../stores/staff';
import { useWords } from '../common/use-messages';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Owner: the audit log, filtered by record, person and dates, newest first, and its CSV export. */
export default function AuditPanel({ onLock }: { onLock: (message?: string) => void }) {
  const words = useWords(adminWords);
  const [query, setQuery] = useState<AuditQuery>({});
  const [entries, setEntries] = useState<AuditEntryView[] | null>(null);
  const [message, setMessage] = useState('');

  // Only the latest request's answer is shown: the whole log's first read can end after a filtered one asked later.
  const latest = useRef(0);
  const load = useCallback(
    async (filter: AuditQuery) => {
      const request = ++latest.current;
      const result = await loadAudit(filter);
      if (request !== latest.current) return;
      if (result.ok) {
        setEntries(result.value.entries);
        setMessage('');
      } else if (result.status === 401) onLock(words.sessionEnded);
      else setMessage(words.couldNotLoadAudit(result.error));
    },
    [onLock, words],
  );

  useEffect(() => {
    void load({});
  }, [load]);

  function show(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void load(query);
  }

  const field = (name: keyof AuditQuery, label: string, type = 'text') => (
    <div className={styles.control}>
      <label htmlFor={`audit-${name}`}>{label}</label>
      <input
        id={`audit-${name}`}
        className={fields.input}
        type={type}
        value={query[name] ?? ''}
        onChange={(e) => setQuery((current) => ({ ...current, [name]: e.target.value }))}
      />
    </div>
  );

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">{words.auditHeading}</h2>
      <form className={styles.controls} onSubmit={show}>
        {field('record', words.auditRecord)}
        {field('actor', words.auditActor, 'email')}
        {field('from', words.auditFrom, 'date')}
        {field('to', words.auditTo, 'date')}
        <div className="button-row">
          <button type="submit" className="button">
            {words.auditShow}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={!entries?.length}
            onClick={() =>
              saveBlob(
                new Blob(['\uFEFF', auditCsv(entries ?? [])], { type: 'text/csv;charset=utf-8' }),
                `audit_${new Date().toISOString().slice(0, 10)}.csv`,
              )
            }
          >
            {words.auditExport}
          </button>
        </div>
      </form>
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <p role="status" className={styles.count}>
        {entries ? words.auditCount(entries.length) : words.loadingMore}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a tab stop, or keyboard users cannot scroll the wide log (WCAG 2.1.1) */}
      <section className={styles.tableWrap} aria-label={words.auditHeading} tabIndex={0}>
        <table className={`${styles.table} ${styles.wrapCells}`}>
          <thead>
            <tr>
              {(['at', 'actor', 'action', 'record', 'before', 'after'] as const).map((column) => (
                <th key={column} scope="col">
                  {words.auditColumns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(entries ?? []).map((entry) => (
              <tr key={`${entry.at}${entry.action}${entry.record}`} data-testid="audit-row">
                <td className={styles.mono} data-label={words.auditColumns.at}>
                  {entry.at}
                </td>
                <td className={styles.contact} data-label={words.auditColumns.actor}>
                  {entry.actor}
                </td>
                <td data-label={words.auditColumns.action}>{entry.action}</td>
                <td className={styles.contact} data-label={words.auditColumns.record}>
                  {entry.record}
                </td>
                <td className={styles.breakable} data-label={words.auditColumns.before}>
                  {shown(entry.before)}
                </td>
                <td className={styles.breakable} data-label={words.auditColumns.after}>
                  {shown(entry.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
