import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from '../../browser/save-blob';
import { auditCsv } from '../../domain/audit-csv';
import { failureMessage } from '../../i18n/failure-message';
import { adminWords } from '../../i18n/namespaces/admin';
import { failuresWords } from '../../i18n/namespaces/failures';
import { type AuditPageView, type AuditQuery, loadAudit } from '../../stores/staff';
import { useWords } from '../common/use-messages';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';
import AuditEntries from './AuditEntries';
import PanelState from './PanelState';

type AuditView = NonNullable<AuditQuery['view']>;
const VIEWS: readonly AuditView[] = ['events', 'refusals'];

/** The filter narrows the log: another view than every event, or a record, a person or a date. */
const isFiltered = (query: AuditQuery) =>
  (query.view ?? 'events') !== 'events' || Boolean(query.record || query.actor || query.from || query.to);

/**
 * Owner: the audit log, filtered by record, person and dates, newest first, a page at a time ("Load more" asks the
 * next), and its CSV export of the entries shown. The failed sign-ins are a view of their own, with their counts.
 */
import TableBox from './TableBox';
export default function AuditPanel({ onLock }: { onLock: (message?: string) => void }) {
  const words = useWords(adminWords);
  const failures = useWords(failuresWords);
  const [query, setQuery] = useState<AuditQuery>({});
  // The filter of the entries shown: "Load more" continues it, whatever the fields hold since.
  const [shownQuery, setShownQuery] = useState<AuditQuery>({});
  const [page, setPage] = useState<AuditPageView | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // What the last read could not do: the first page's failure replaces the list, a further page's is named above it.
  const [failure, setFailure] = useState<{ error: string; more: boolean } | null>(null);

  // Only the latest request's answer is shown: the whole log's first read can end after a filtered one asked later.
  const latest = useRef(0);
  const load = useCallback(
    async (filter: AuditQuery, after?: AuditPageView) => {
      const request = ++latest.current;
      setFailure(null);
      if (!after) setPage(null);
      const result = await loadAudit(after?.nextCursor ? { ...filter, cursor: after.nextCursor } : filter);
      if (request !== latest.current) return;
      setLoadingMore(false);
      if (result.ok) {
        const entries = after ? [...after.entries, ...result.value.entries] : result.value.entries;
        setPage({ ...result.value, entries });
        setShownQuery(filter);
      } else if (result.status === 401) onLock(words.sessionEnded);
      else {
        if (after) setPage(after);
        setFailure({ error: result.error, more: Boolean(after) });
      }
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

  function loadMore() {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    void load(shownQuery, page);
  }

  /** Every filter back to the whole log. */
  function clearFilters() {
    setQuery({});
    void load({});
  }

  const entries = page?.entries ?? null;
  const states = words.auditState;
  const failed = failure ? failureMessage(states.failed, failure.error, failures) : '';
  const today = page?.refusals[0]?.count ?? 0;
  const week = page?.refusals.reduce((sum, day) => sum + day.count, 0) ?? 0;

  const field = (name: 'record' | 'actor' | 'from' | 'to', label: string, type = 'text') => (
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
        <div className={styles.control}>
          <label htmlFor="audit-view">{words.auditView}</label>
          <select
            id="audit-view"
            className={fields.input}
            value={query.view ?? 'events'}
            onChange={(e) => setQuery((current) => ({ ...current, view: e.target.value as AuditView }))}
          >
            {VIEWS.map((view) => (
              <option key={view} value={view}>
                {words.auditViews[view]}
              </option>
            ))}
          </select>
        </div>
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
      <p className={styles.count} data-testid="audit-refusals">
        {page ? words.auditRefusalsToday(today, week) : null}
      </p>
      {failure?.more ? (
        <p role="alert" className={styles.error}>
          {failed}
        </p>
      ) : null}
      {failure && !failure.more ? (
        <PanelState kind="error" text={failed} onRetry={() => void load(query)} />
      ) : entries === null ? (
        <PanelState kind="busy" text={states.loading} />
      ) : entries.length === 0 ? (
        <PanelState
          kind="empty"
          text={isFiltered(shownQuery) ? states.noMatch : states.none}
          hint={isFiltered(shownQuery) ? states.noMatchHint : states.noneHint}
          action={isFiltered(shownQuery) ? { label: states.clearFilters, onClick: clearFilters } : undefined}
        />
      ) : (
        <>
          <p role="status" className={styles.count}>
            {words.auditCount(entries.length)}
          </p>
          <TableBox label={words.auditHeading}>
            <AuditEntries entries={entries} showRecord rowTestId="audit-row" />
          </TableBox>
        </>
      )}
      {page?.nextCursor ? (
        <div className="button-row">
          <button type="button" className="button button--ghost" disabled={loadingMore} onClick={loadMore}>
            {loadingMore ? words.loadingMore : words.auditLoadMore}
          </button>
        </div>
      ) : entries?.length ? (
        <p className={styles.count}>{words.auditEnd}</p>
      ) : null}
    </section>
  );
}
