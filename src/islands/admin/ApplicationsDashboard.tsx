import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveBlob } from '../../browser/save-blob';
import { filterApplications, type StatusFilter, summarise, toCsv } from '../../domain/admin-summary';
import { ADMIN_TEXT } from '../../domain/admin-text';
import { type AdmissionRecord, type AdmissionStatus, displayStatus, fullName } from '../../domain/admission';
import { changeStatus, downloadAdmissionFile, loadApplications, logout } from '../../stores/admin';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';
import ApplicationsTable from './ApplicationsTable';

type ListState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; applications: AdmissionRecord[] };

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export default function ApplicationsDashboard({ onLock }: { onLock: (message?: string) => void }) {
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const expired = useCallback(() => onLock('Your session has ended. Please log in again.'), [onLock]);

  const load = useCallback(async () => {
    setList({ kind: 'loading' });
    const result = await loadApplications();
    if (result.ok) setList({ kind: 'ready', applications: result.value });
    else if (result.status === 401) expired();
    else setList({ kind: 'error' });
  }, [expired]);

  useEffect(() => {
    void load();
  }, [load]);

  const applications = list.kind === 'ready' ? list.applications : [];
  const summary = useMemo(() => summarise(applications), [applications]);
  const shown = useMemo(() => filterApplications(applications, query, status), [applications, query, status]);

  async function logOutAndLock() {
    await logout();
    onLock('You have logged out.');
  }

  async function setApplicationStatus(record: AdmissionRecord, next: AdmissionStatus) {
    setBusy(record.registrationNumber);
    setMessage('');
    const result = await changeStatus(record.registrationNumber, next);
    setBusy(null);
    if (!result.ok) {
      if (result.status === 401) expired();
      else setMessage(`Could not update ${record.registrationNumber}: ${result.error}`);
      return;
    }
    const application = result.value;
    setList((l) =>
      l.kind === 'ready'
        ? {
            ...l,
            applications: l.applications.map((a) =>
              a.registrationNumber === application.registrationNumber ? application : a,
            ),
          }
        : l,
    );
    setMessage(
      `${fullName(application)} (${application.registrationNumber}) is now ${displayStatus(application.status)}.`,
    );
  }

  async function downloadFile(kind: 'slip' | 'certificate', reg: string) {
    setMessage('');
    const failure = await downloadAdmissionFile(kind, reg);
    if (failure) setMessage(`Could not download the ${kind} of ${reg}: ${failure}`);
  }

  function exportCsv() {
    const date = new Date().toISOString().slice(0, 10);
    // A byte-order mark so spreadsheet programs read Devanagari names as UTF-8.
    saveBlob(new Blob(['\uFEFF', toCsv(shown)], { type: 'text/csv;charset=utf-8' }), `admissions_${date}.csv`);
  }

  const cards: [string, number][] = [
    ['Total', summary.total],
    ['Pending', summary.pending],
    ['Approved', summary.approved],
    ['Rejected', summary.rejected],
    ['This Week', summary.thisWeek],
  ];

  return (
    <div className={styles.dashboard}>
      <div className={styles.bar}>
        <p>
          Signed in as <strong data-testid="admin-username">{ADMIN_TEXT.username}</strong>
        </p>
        <button type="button" className="button button--ghost" onClick={logOutAndLock}>
          Logout
        </button>
      </div>

      <h2 id="summary-heading">Summary</h2>
      <ul className={styles.cards} aria-labelledby="summary-heading">
        {cards.map(([label, value]) => (
          <li key={label} className={styles.card} data-testid={`summary-${label.toLowerCase().replace(' ', '-')}`}>
            <span className={styles.cardValue}>{list.kind === 'ready' ? value : '–'}</span>
            <span className={styles.cardLabel}>{label}</span>
          </li>
        ))}
      </ul>

      <h2 id="applications-heading">Applications</h2>
      <div className={styles.controls}>
        <div className={styles.control}>
          <label htmlFor="admin-search">Search</label>
          <input
            id="admin-search"
            className={fields.input}
            type="search"
            placeholder="Name, registration number, e-mail or mobile"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className={styles.control}>
          <label htmlFor="admin-status">Status</label>
          <select
            id="admin-status"
            className={fields.input}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            onClick={exportCsv}
            disabled={list.kind !== 'ready' || shown.length === 0}
          >
            Export CSV
          </button>
          <button type="button" className="button button--ghost" onClick={() => void load()}>
            Refresh
          </button>
        </div>
      </div>

      <p className={styles.live} role="status">
        {message}
      </p>

      {list.kind === 'loading' && <p role="status">{ADMIN_TEXT.loading}</p>}
      {list.kind === 'error' && (
        <p className={styles.error} role="alert">
          {ADMIN_TEXT.loadError}
        </p>
      )}
      {list.kind === 'ready' && (
        <>
          <p className={styles.count}>
            Showing {shown.length} of {applications.length} applications
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <section className={styles.tableWrap} aria-labelledby="applications-heading" tabIndex={0}>
            <ApplicationsTable
              shown={shown}
              busy={busy}
              onStatus={(record, next) => void setApplicationStatus(record, next)}
              onDownload={(kind, reg) => void downloadFile(kind, reg)}
            />
          </section>
        </>
      )}
    </div>
  );
}
