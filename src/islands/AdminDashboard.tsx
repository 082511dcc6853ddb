import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { filterApplications, type StatusFilter, sortBySubmitted, summarise, toCsv } from '../domain/admin-summary';
import {
  ADMIN_TEXT,
  ADMISSIONS_API,
  type AdmissionRecord,
  type AdmissionStatus,
  certificateFileName,
  displayStatus,
  formatIndiaDateTime,
  fullName,
  slipFileName,
} from '../domain/admission';
import { downloadFile, saveBlob } from '../scripts/download-file';
import styles from './AdminDashboard.module.css';
import fields from './fields.module.css';

/**
 * /admin: the password gate and the applications dashboard (SPEC.md "Admin dashboard"). The password is checked by
 * POST /api/admin/login (DECISIONS.md security item 1); the session is an HttpOnly cookie the page never reads.
 */

type Gate = 'checking' | 'locked' | 'open';
type ListState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; applications: AdmissionRecord[] };

const json = { 'Content-Type': 'application/json' };

async function errorText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? `${response.status}: ${response.statusText}`;
}

export default function AdminDashboard() {
  const [gate, setGate] = useState<Gate>('checking');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    fetch(ADMISSIONS_API.session, { credentials: 'same-origin' })
      .then((r) => r.json() as Promise<{ authenticated?: boolean }>)
      .then((s) => setGate(s.authenticated ? 'open' : 'locked'))
      .catch(() => setGate('locked'));
  }, []);

  const lock = useCallback((message = '') => {
    setNotice(message);
    setGate('locked');
  }, []);

  if (gate === 'checking') return <p role="status">Checking your session…</p>;
  if (gate === 'locked') return <PasswordGate notice={notice} onOpen={() => setGate('open')} />;
  return <Dashboard onLock={lock} />;
}

function PasswordGate({ notice, onOpen }: { notice: string; onOpen: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(notice);

  async function login(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      const response = await fetch(ADMISSIONS_API.login, {
        method: 'POST',
        headers: json,
        credentials: 'same-origin',
        body: JSON.stringify({ password }),
      });
      if (response.ok) {
        setPassword('');
        onOpen();
        return;
      }
      // SPEC.md's alert for a wrong password; other failures (throttling, server) say what happened.
      if (response.status === 401) window.alert(ADMIN_TEXT.invalidPassword);
      else setMessage(await errorText(response));
    } catch {
      setMessage('Could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.gate} onSubmit={login}>
      <h2>Admin login</h2>
      <p>Enter the admin password to see the admission applications.</p>
      <label htmlFor="admin-password">Password</label>
      <input
        id="admin-password"
        className={fields.input}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Checking…' : 'Log in'}
      </button>
    </form>
  );
}

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

function Dashboard({ onLock }: { onLock: (message?: string) => void }) {
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const expired = useCallback(() => onLock('Your session has ended. Please log in again.'), [onLock]);

  const load = useCallback(async () => {
    setList({ kind: 'loading' });
    try {
      const response = await fetch(ADMISSIONS_API.all, { credentials: 'same-origin' });
      if (response.status === 401) return expired();
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { applications: AdmissionRecord[] };
      setList({ kind: 'ready', applications: sortBySubmitted(body.applications) });
    } catch {
      setList({ kind: 'error' });
    }
  }, [expired]);

  useEffect(() => {
    void load();
  }, [load]);

  const applications = list.kind === 'ready' ? list.applications : [];
  const summary = useMemo(() => summarise(applications), [applications]);
  const shown = useMemo(() => filterApplications(applications, query, status), [applications, query, status]);

  async function logout() {
    await fetch(ADMISSIONS_API.logout, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    onLock('You have logged out.');
  }

  async function setApplicationStatus(record: AdmissionRecord, next: AdmissionStatus) {
    setBusy(record.registrationNumber);
    setMessage('');
    try {
      const response = await fetch(ADMISSIONS_API.application(record.registrationNumber), {
        method: 'PATCH',
        headers: json,
        credentials: 'same-origin',
        body: JSON.stringify({ status: next }),
      });
      if (response.status === 401) return expired();
      if (!response.ok) throw new Error(await errorText(response));
      const { application } = (await response.json()) as { application: AdmissionRecord };
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
    } catch (error) {
      setMessage(
        `Could not update ${record.registrationNumber}: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    } finally {
      setBusy(null);
    }
  }

  async function download(kind: 'slip' | 'certificate', reg: string) {
    setMessage('');
    try {
      if (kind === 'slip') await downloadFile(ADMISSIONS_API.slip(reg), slipFileName(reg));
      else await downloadFile(ADMISSIONS_API.certificate(reg), certificateFileName(reg));
    } catch (error) {
      setMessage(
        `Could not download the ${kind} of ${reg}: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    }
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
        <button type="button" className="button button--ghost" onClick={logout}>
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
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Registration number</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Age</th>
                  <th scope="col">Gender</th>
                  <th scope="col">Qualification</th>
                  <th scope="col">Disability</th>
                  <th scope="col">Submitted at</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={10}>No applications match.</td>
                  </tr>
                )}
                {shown.map((a) => {
                  const shownStatus = displayStatus(a.status);
                  const reg = a.registrationNumber;
                  return (
                    <tr key={reg} data-testid="application-row">
                      <th scope="row">{fullName(a)}</th>
                      <td className={styles.mono}>{reg}</td>
                      <td className={styles.contact}>
                        <a href={`mailto:${a.email}`}>{a.email}</a>
                        <br />
                        <a href={`tel:+91${a.mobileNumber}`}>{a.mobileNumber}</a>
                      </td>
                      <td>{a.age}</td>
                      <td>{a.gender}</td>
                      <td>{a.qualification}</td>
                      <td>{a.disabilityStatus === 'Yes' ? `Yes: ${a.disabilityType ?? ''}` : 'No'}</td>
                      <td>{formatIndiaDateTime(a.submittedAt)}</td>
                      <td>
                        <span className={`${styles.badge} ${styles[shownStatus]}`}>{shownStatus}</span>
                      </td>
                      <td>
                        <div className={styles.actions}>
                          <button
                            type="button"
                            className={styles.action}
                            disabled={busy === reg || shownStatus === 'approved'}
                            aria-label={`Approve ${reg}`}
                            onClick={() => setApplicationStatus(a, 'approved')}
                          >
                            Approve
                          </button>
                          <button
                            type="button"
                            className={styles.action}
                            disabled={busy === reg || a.status === 'rejected'}
                            aria-label={`Reject ${reg}`}
                            onClick={() => setApplicationStatus(a, 'rejected')}
                          >
                            Reject
                          </button>
                          <button
                            type="button"
                            className={styles.action}
                            aria-label={`Slip PDF of ${reg}`}
                            onClick={() => download('slip', reg)}
                          >
                            Slip
                          </button>
                          <button
                            type="button"
                            className={styles.action}
                            disabled={shownStatus !== 'approved'}
                            title={shownStatus === 'approved' ? undefined : 'Available once approved'}
                            aria-label={`Certificate PDF of ${reg}`}
                            onClick={() => download('certificate', reg)}
                          >
                            Certificate
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
