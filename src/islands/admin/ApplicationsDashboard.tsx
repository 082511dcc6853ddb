import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { saveBlob } from '../../browser/save-blob';
import type { AdmissionSummary } from '../../domain/admin-summary';
import { type AdmissionStatus, type CourseOption, displayStatus, fullName } from '../../domain/admission';
import type { CourseFilter, StatusFilter } from '../../domain/admission-listing';
import type { AdmissionRecord } from '../../domain/admission-schemas';
import { indiaIsoDate } from '../../domain/india-time';
import { ANY_TIME, type DateChoice, datesOfChoice, hasDates, isOutOfOrder } from '../../domain/submitted-dates';
import { failureMessage } from '../../i18n/failure-message';
import { adminWords } from '../../i18n/namespaces/admin';
import { adminDatesWords } from '../../i18n/namespaces/admin-dates';
import { adminDecisionsWords } from '../../i18n/namespaces/admin-decisions';
import { failuresWords } from '../../i18n/namespaces/failures';
import { prefetch } from '../../loading/on-demand';
import {
  type ApplicationsFilter,
  changeStatus,
  downloadAdmissionFile,
  exportApplications,
  isSearchTerm,
} from '../../stores/admin';
import { $listing, $summary, showDecision, showOlder, showSearch, showView } from '../../stores/applications-listing';
import { useLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';
import ApplicationsTable from './ApplicationsTable';
import ConfirmDialog, { type Confirmation } from './ConfirmDialog';
import AdmissionsCharts from './charts/AdmissionsCharts';
import PanelState from './PanelState';
import SubmittedFilter from './SubmittedFilter';
import TableBox from './TableBox';

/**
 * The signed-in dashboard: the summary cards, server-side pages of applications (newest first, filtered by status,
 * course and India dates of submission, "Show older applications"), a search by registration number, mobile or
 * e-mail, and the CSV export. What it lists and the cards are the store's (src/stores/applications-listing.ts).
 */

const STATUS_OPTIONS = ['pending', 'approved', 'rejected'] as const satisfies readonly StatusFilter[];

/** The summary cards: the key of each count and the test id it is known by. */
const CARDS: { key: keyof AdmissionSummary; testId: string }[] = [
  { key: 'total', testId: 'summary-total' },
  { key: 'pending', testId: 'summary-pending' },
  { key: 'approved', testId: 'summary-approved' },
  { key: 'rejected', testId: 'summary-rejected' },
  { key: 'thisWeek', testId: 'summary-this-week' },
];

type Export = { kind: 'idle' } | { kind: 'running'; done: number; total: number | null };

interface Props {
  /** The courses, labelled by the page from content/. */
  courses: CourseOption[];
  /** The member holds a role that decides applications (the owner only reads them). */
  mayDecide: boolean;
  onLock: (message?: string) => void;
}

export default function ApplicationsDashboard({ courses, mayDecide, onLock }: Props) {
  const words = useWords(adminWords);
  // The filter's texts come with the decisions' rather than after them.
  prefetch(adminDatesWords.texts[useLocale()]);
  const decisions = useWords(adminDecisionsWords);
  const failures = useWords(failuresWords);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const listing = useStore($listing);
  const summary = useStore($summary);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [course, setCourse] = useState<CourseFilter>('all');
  const [dates, setDates] = useState<DateChoice>(ANY_TIME);
  const [query, setQuery] = useState('');
  const [searchError, setSearchError] = useState('');
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [exporting, setExporting] = useState<Export>({ kind: 'idle' });

  const expired = useCallback(() => onLock(words.sessionEnded), [onLock, words]);
  /** The current filter; Today and This week are read at the moment of the call. */
  const filter = useCallback(
    (): ApplicationsFilter => ({ status, course, ...datesOfChoice(dates, new Date()) }),
    [status, course, dates],
  );

  const load = useCallback(async () => {
    // Dates out of order are named beside the fields; the list keeps what it showed.
    if (isOutOfOrder(dates)) return;
    await showView(filter(), expired);
  }, [filter, dates, expired]);

  useEffect(() => {
    void load();
  }, [load]);

  async function loadMore() {
    setMore(true);
    try {
      await showOlder(filter(), expired);
    } catch (error) {
      setMessage(words.couldNotLoadMore(error instanceof Error ? error.message : words.unknownError));
    } finally {
      setMore(false);
    }
  }

  async function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = query.trim();
    if (!term) return void load();
    if (!(await isSearchTerm(term))) {
      setSearchError(words.searchHint);
      return;
    }
    setSearchError('');
    await showSearch(term, expired);
  }

  function clearSearch() {
    setQuery('');
    setSearchError('');
    void load();
  }

  /** Every filter back to its start: all statuses, all courses, any time, no search (the list reloads with them). */
  function clearFilters() {
    const unchanged = status === 'all' && course === 'all' && dates === ANY_TIME;
    setStatus('all');
    setCourse('all');
    setDates(ANY_TIME);
    setQuery('');
    setSearchError('');
    if (unchanged) void load();
  }

  /** Approve and Reject ask first: a decision is mailed to the applicant. */
  function askStatus(record: AdmissionRecord, next: AdmissionStatus) {
    const approve = next === 'approved';
    setConfirmation({
      title: approve ? decisions.confirmApproveTitle : decisions.confirmRejectTitle,
      text: decisions.confirmDecision(fullName(record), record.registrationNumber),
      confirmLabel: approve ? decisions.confirmApprove : decisions.confirmReject,
      cancelLabel: decisions.cancel,
      onConfirm: () => void setApplicationStatus(record, next),
    });
  }

  async function setApplicationStatus(record: AdmissionRecord, next: AdmissionStatus) {
    setBusy(record.registrationNumber);
    setMessage('');
    const result = await changeStatus(record.registrationNumber, next);
    setBusy(null);
    if (!result.ok) {
      if (result.status === 401) expired();
      else setMessage(words.couldNotUpdate(record.registrationNumber, result.error));
      return;
    }
    const application = result.value;
    showDecision(record, application);
    setMessage(
      words.nowStatus(
        fullName(application),
        application.registrationNumber,
        words.statuses[displayStatus(application.status)],
      ),
    );
  }

  async function downloadFile(kind: 'slip' | 'certificate', reg: string) {
    setMessage('');
    const failure = await downloadAdmissionFile(kind, reg);
    if (failure) {
      setMessage(
        kind === 'slip' ? words.couldNotDownloadSlip(reg, failure) : words.couldNotDownloadCertificate(reg, failure),
      );
    }
  }

  /** Every application of the current filter, page by page from the server, saved as one CSV file. */
  async function exportCsv() {
    setMessage('');
    setExporting({ kind: 'running', done: 0, total: null });
    const chosen = filter();
    const result = await exportApplications(chosen, (done, total) => setExporting({ kind: 'running', done, total }));
    setExporting({ kind: 'idle' });
    if (!result.ok) {
      if (result.status === 401) expired();
      else setMessage(words.couldNotExport(result.error));
      return;
    }
    // A byte-order mark so spreadsheet programs read Devanagari names as UTF-8.
    saveBlob(new Blob(['\uFEFF', ...result.csv], { type: 'text/csv;charset=utf-8' }), exportFileName(chosen));
    setMessage(words.exported(result.rows));
  }

  const cardLabel = (key: keyof AdmissionSummary) =>
    key === 'total' ? words.total : key === 'thisWeek' ? words.thisWeek : words.statusNames[key];
  const applications = listing.kind === 'ready' ? listing.applications : [];
  const filtered =
    status !== 'all' ||
    course !== 'all' ||
    hasDates(datesOfChoice(dates, new Date())) ||
    (listing.kind === 'ready' && listing.searched !== null);
  const states = words.applicationsState;

  return (
    <div>
      <h2 id="summary-heading">{words.summary}</h2>
      <ul className={styles.cards} aria-labelledby="summary-heading">
        {CARDS.map(({ key, testId }) => (
          <li key={key} className={styles.card} data-testid={testId}>
            <span className={styles.cardValue}>{summary ? summary[key] : '–'}</span>
            <span className={styles.cardLabel}>{cardLabel(key)}</span>
          </li>
        ))}
      </ul>
      <AdmissionsCharts courses={courses} onExpired={expired} />

      <h2 id="applications-heading">{words.applications}</h2>
      <div className={styles.controls}>
        <form className={styles.search} onSubmit={search}>
          <div className={styles.control}>
            <label htmlFor="admin-search">{words.search}</label>
            <input
              id="admin-search"
              className={fields.input}
              type="search"
              placeholder={words.searchPlaceholder}
              aria-describedby={searchError ? 'admin-search-error' : undefined}
              aria-invalid={searchError ? true : undefined}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <button type="submit" className="button">
            {words.search}
          </button>
          {listing.kind === 'ready' && listing.searched !== null && (
            <button type="button" className="button button--ghost" onClick={clearSearch}>
              {words.clearSearch}
            </button>
          )}
          {searchError && (
            <p id="admin-search-error" className={styles.error} role="alert">
              {searchError}
            </p>
          )}
        </form>
        <div className={styles.control}>
          <label htmlFor="admin-status">{words.status}</label>
          <select
            id="admin-status"
            className={fields.input}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            <option value="all">{words.allStatuses}</option>
            {STATUS_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {words.statusNames[value]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor="admin-course">{words.course}</label>
          <select
            id="admin-course"
            className={fields.input}
            value={course}
            onChange={(e) => setCourse(e.target.value as CourseFilter)}
          >
            <option value="all">{words.allCourses}</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <SubmittedFilter choice={dates} today={indiaIsoDate(new Date())} onChange={setDates} />
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            onClick={exportCsv}
            disabled={exporting.kind === 'running' || isOutOfOrder(dates)}
          >
            {exporting.kind === 'running' ? words.exporting : words.exportCsv}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void load()}>
            {words.refresh}
          </button>
        </div>
      </div>
      {exporting.kind === 'running' && (
        <div className={styles.exportProgress}>
          <label htmlFor="admin-export-progress">
            {exporting.total === null
              ? words.exportProgress(exporting.done)
              : words.exportProgressOf(exporting.done, exporting.total)}
          </label>
          <progress id="admin-export-progress" max={exporting.total ?? undefined} value={exporting.done} />
        </div>
      )}

      <p className={styles.live} role="status">
        {message}
      </p>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />

      {listing.kind === 'loading' && <PanelState kind="busy" text={states.loading} />}
      {listing.kind === 'error' && (
        <PanelState
          kind="error"
          text={failureMessage(states.failed, listing.failure, failures)}
          onRetry={() => void load()}
        />
      )}
      {listing.kind === 'ready' && applications.length === 0 && (
        <PanelState
          kind="empty"
          text={filtered ? states.noMatch : states.none}
          hint={filtered ? states.noMatchHint : states.noneHint}
          action={filtered ? { label: states.clearFilters, onClick: clearFilters } : undefined}
        />
      )}
      {listing.kind === 'ready' && applications.length > 0 && (
        <>
          <p className={styles.count} data-testid="applications-count">
            {listing.searched !== null
              ? words.found(applications.length, listing.searched)
              : listing.nextCursor
                ? words.showingNewest(applications.length)
                : words.showingAll(applications.length)}
          </p>
          <TableBox labelledBy="applications-heading">
            <ApplicationsTable
              courses={courses}
              shown={applications}
              busy={busy}
              onStatus={mayDecide ? askStatus : null}
              onDownload={(kind, reg) => void downloadFile(kind, reg)}
            />
          </TableBox>
          {listing.nextCursor && (
            <button type="button" className={`button button--ghost ${styles.more}`} onClick={loadMore} disabled={more}>
              {more ? words.loadingMore : words.showOlder}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** "admissions_2026-11-28.csv", or with the dates exported: "admissions_2026-11-22_to_2026-11-28.csv". */
function exportFileName({ from, to }: ApplicationsFilter): string {
  if (!from && !to) return `admissions_${indiaIsoDate(new Date())}.csv`;
  return `admissions_${from ?? 'start'}_to_${to ?? indiaIsoDate(new Date())}.csv`;
}
