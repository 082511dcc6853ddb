import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { AdmissionSummary } from '../domain/admin-summary';
import {
  ADMIN_TEXT,
  ADMISSIONS_API,
  type AdmissionRecord,
  type AdmissionStatus,
  COURSES,
  certificateFileName,
  courseLabel,
  displayStatus,
  formatIndiaDateTime,
  fullName,
  slipFileName,
} from '../domain/admission';
import {
  type AdmissionPage,
  type CourseFilter,
  listUrl,
  NEXT_CURSOR_HEADER,
  parseSearchTerm,
  SEARCH_HINT,
  type StatusFilter,
  TOTAL_COUNT_HEADER,
} from '../domain/admission-listing';
import { downloadFile, saveBlob } from '../scripts/download-file';
import styles from './AdminDashboard.module.css';
import fields from './fields.module.css';

/**
 * /admin: the password gate and the applications dashboard (SPEC.md "Admin dashboard"). The password is checked by
 * POST /api/admin/login (DECISIONS.md security item 1); the session is an HttpOnly cookie the page never reads.
 */

type Gate = 'checking' | 'locked' | 'open';

const json = { 'Content-Type': 'application/json' };

async function errorText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? `${response.status}: ${response.statusText}`;
}

const LOGIN_HEADING = 'Admin login';
const DASHBOARD_HEADING = 'Admin Dashboard';

/** The page's heading names what the visitor can do now: log in, or (signed in) use the dashboard. */
function usePageHeading(text: string) {
  useEffect(() => {
    const heading = document.querySelector('main h1');
    if (heading) heading.textContent = text;
  }, [text]);
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

  usePageHeading(gate === 'open' ? DASHBOARD_HEADING : LOGIN_HEADING);

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
      <h2>Sign in</h2>
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

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

type Listing =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; applications: AdmissionRecord[]; nextCursor: string | null; searched: string | null };

type Export = { kind: 'idle' } | { kind: 'running'; done: number; total: number | null };

function Dashboard({ onLock }: { onLock: (message?: string) => void }) {
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [summary, setSummary] = useState<AdmissionSummary | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [course, setCourse] = useState<CourseFilter>('all');
  const [query, setQuery] = useState('');
  const [searchError, setSearchError] = useState('');
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [exporting, setExporting] = useState<Export>({ kind: 'idle' });

  const expired = useCallback(() => onLock('Your session has ended. Please log in again.'), [onLock]);
  // Only the latest request may fill the table: an older one (a filter changed twice, then a search) that answers
  // late is dropped.
  const latest = useRef(0);

  /** One page (or a search): null after a 401 (which has locked the dashboard) or when a newer request was made. */
  const fetchPage = useCallback(
    async (params: Parameters<typeof listUrl>[1]): Promise<AdmissionPage | null> => {
      latest.current += 1;
      const request = latest.current;
      const response = await fetch(listUrl(ADMISSIONS_API.all, params), { credentials: 'same-origin' });
      if (response.status === 401) {
        expired();
        return null;
      }
      if (!response.ok) throw new Error(await errorText(response));
      const page = (await response.json()) as AdmissionPage;
      if (request !== latest.current) return null;
      setSummary(page.summary);
      return page;
    },
    [expired],
  );

  const load = useCallback(async () => {
    setListing({ kind: 'loading' });
    try {
      const page = await fetchPage({ status, course });
      if (page) setListing({ kind: 'ready', ...page, searched: null });
    } catch {
      setListing({ kind: 'error' });
    }
  }, [fetchPage, status, course]);

  useEffect(() => {
    void load();
  }, [load]);

  async function loadMore() {
    if (listing.kind !== 'ready' || !listing.nextCursor) return;
    setMore(true);
    try {
      const page = await fetchPage({ status, course, cursor: listing.nextCursor });
      if (page) {
        setListing({
          ...listing,
          applications: [...listing.applications, ...page.applications],
          nextCursor: page.nextCursor,
        });
      }
    } catch (error) {
      setMessage(`Could not load more applications: ${error instanceof Error ? error.message : 'unknown error'}`);
    } finally {
      setMore(false);
    }
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = query.trim();
    if (!term) return void load();
    if (!parseSearchTerm(term)) {
      setSearchError(`${SEARCH_HINT}.`);
      return;
    }
    setSearchError('');
    setListing({ kind: 'loading' });
    try {
      const page = await fetchPage({ search: term });
      if (page) setListing({ kind: 'ready', ...page, searched: term });
    } catch {
      setListing({ kind: 'error' });
    }
  }

  function clearSearch() {
    setQuery('');
    setSearchError('');
    void load();
  }

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
      setListing((l) =>
        l.kind === 'ready'
          ? {
              ...l,
              applications: l.applications.map((a) =>
                a.registrationNumber === application.registrationNumber ? application : a,
              ),
            }
          : l,
      );
      setSummary((s) => (s ? moveCount(s, displayStatus(record.status), displayStatus(application.status)) : s));
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

  /** Every application of the current filter, page by page from the server, saved as one CSV file. */
  async function exportCsv() {
    setMessage('');
    setExporting({ kind: 'running', done: 0, total: null });
    const parts: string[] = [];
    let cursor: string | undefined;
    let done = 0;
    try {
      do {
        const response = await fetch(listUrl(ADMISSIONS_API.export, { status, course, cursor }), {
          credentials: 'same-origin',
        });
        if (response.status === 401) return expired();
        if (!response.ok) throw new Error(await errorText(response));
        const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
        // text() drops the byte-order mark of the first page; the saved file gets it back below.
        const part = await response.text();
        parts.push(part);
        done += part.split('\r\n').length - (cursor ? 1 : 2);
        setExporting({ kind: 'running', done, total: Number.isFinite(total) ? total : null });
        cursor = response.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
      } while (cursor);
      const date = new Date().toISOString().slice(0, 10);
      // A byte-order mark so spreadsheet programs read Devanagari names as UTF-8.
      saveBlob(new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }), `admissions_${date}.csv`);
      setMessage(`Exported ${done} applications.`);
    } catch (error) {
      setMessage(`Could not export the applications: ${error instanceof Error ? error.message : 'unknown error'}`);
    } finally {
      setExporting({ kind: 'idle' });
    }
  }

  const cards: [string, keyof AdmissionSummary][] = [
    ['Total', 'total'],
    ['Pending', 'pending'],
    ['Approved', 'approved'],
    ['Rejected', 'rejected'],
    ['This Week', 'thisWeek'],
  ];
  const applications = listing.kind === 'ready' ? listing.applications : [];

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
        {cards.map(([label, key]) => (
          <li key={label} className={styles.card} data-testid={`summary-${label.toLowerCase().replace(' ', '-')}`}>
            <span className={styles.cardValue}>{summary ? summary[key] : '–'}</span>
            <span className={styles.cardLabel}>{label}</span>
          </li>
        ))}
      </ul>

      <h2 id="applications-heading">Applications</h2>
      <div className={styles.controls}>
        <form className={styles.search} onSubmit={search}>
          <div className={styles.control}>
            <label htmlFor="admin-search">Search</label>
            <input
              id="admin-search"
              className={fields.input}
              type="search"
              placeholder="Registration number, mobile or e-mail"
              aria-describedby={searchError ? 'admin-search-error' : undefined}
              aria-invalid={searchError ? true : undefined}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <button type="submit" className="button">
            Search
          </button>
          {listing.kind === 'ready' && listing.searched !== null && (
            <button type="button" className="button button--ghost" onClick={clearSearch}>
              Clear search
            </button>
          )}
          {searchError && (
            <p id="admin-search-error" className={styles.error} role="alert">
              {searchError}
            </p>
          )}
        </form>
        <div className={styles.control}>
          <label htmlFor="admin-status">Status</label>
          <select
            id="admin-status"
            className={fields.input}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            {STATUS_OPTIONS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor="admin-course">Course</label>
          <select
            id="admin-course"
            className={fields.input}
            value={course}
            onChange={(e) => setCourse(e.target.value as CourseFilter)}
          >
            <option value="all">All courses</option>
            {COURSES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            onClick={exportCsv}
            disabled={exporting.kind === 'running'}
          >
            {exporting.kind === 'running' ? 'Exporting…' : 'Export CSV'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void load()}>
            Refresh
          </button>
        </div>
      </div>
      {exporting.kind === 'running' && (
        <div className={styles.exportProgress}>
          <label htmlFor="admin-export-progress">
            Exported {exporting.done}
            {exporting.total !== null ? ` of ${exporting.total}` : ''} applications
          </label>
          <progress id="admin-export-progress" max={exporting.total ?? undefined} value={exporting.done} />
        </div>
      )}

      <p className={styles.live} role="status">
        {message}
      </p>

      {listing.kind === 'loading' && <p role="status">{ADMIN_TEXT.loading}</p>}
      {listing.kind === 'error' && (
        <p className={styles.error} role="alert">
          {ADMIN_TEXT.loadError}
        </p>
      )}
      {listing.kind === 'ready' && (
        <>
          <p className={styles.count} data-testid="applications-count">
            {listing.searched !== null
              ? `${applications.length} ${applications.length === 1 ? 'application' : 'applications'} found for “${listing.searched}”`
              : `Showing the newest ${applications.length} ${applications.length === 1 ? 'application' : 'applications'}${listing.nextCursor ? '' : ' (all that match)'}`}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <section className={styles.tableWrap} aria-labelledby="applications-heading" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Registration number</th>
                  <th scope="col">Course</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Age</th>
                  <th scope="col">Gender</th>
                  <th scope="col">Qualification</th>
                  <th scope="col">Disability</th>
                  <th scope="col">Submitted at</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.actionsColumn}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {applications.length === 0 && (
                  <tr>
                    <td colSpan={11}>No applications match.</td>
                  </tr>
                )}
                {applications.map((a) => {
                  const shownStatus = displayStatus(a.status);
                  const reg = a.registrationNumber;
                  return (
                    <tr key={reg} data-testid="application-row">
                      <th scope="row">{fullName(a)}</th>
                      <td data-label="Registration number" className={styles.mono}>
                        {reg}
                      </td>
                      <td data-label="Course">{courseLabel(a.course)}</td>
                      <td data-label="Contact" className={styles.contact}>
                        <a href={`mailto:${a.email}`}>{a.email}</a>
                        <br />
                        <a href={`tel:+91${a.mobileNumber}`}>{a.mobileNumber}</a>
                      </td>
                      <td data-label="Age">{a.age}</td>
                      <td data-label="Gender">{a.gender}</td>
                      <td data-label="Qualification">{a.qualification}</td>
                      <td data-label="Disability">
                        {a.disabilityStatus === 'Yes' ? `Yes: ${a.disabilityType ?? ''}` : 'No'}
                      </td>
                      <td data-label="Submitted at">{formatIndiaDateTime(a.submittedAt)}</td>
                      <td data-label="Status">
                        <span className={`${styles.badge} ${styles[shownStatus]}`}>{shownStatus}</span>
                      </td>
                      <td data-label="Actions" className={styles.actionsColumn}>
                        <div className={styles.actions}>
                          {shownStatus !== 'approved' && (
                            <button
                              type="button"
                              className={styles.action}
                              disabled={busy === reg}
                              aria-label={`Approve ${reg}`}
                              onClick={() => setApplicationStatus(a, 'approved')}
                            >
                              Approve
                            </button>
                          )}
                          {shownStatus !== 'rejected' && (
                            <button
                              type="button"
                              className={styles.action}
                              disabled={busy === reg}
                              aria-label={`Reject ${reg}`}
                              onClick={() => setApplicationStatus(a, 'rejected')}
                            >
                              Reject
                            </button>
                          )}
                          <button
                            type="button"
                            className={styles.action}
                            aria-label={`Slip PDF of ${reg}`}
                            onClick={() => download('slip', reg)}
                          >
                            Slip
                          </button>
                          {shownStatus === 'approved' && (
                            <button
                              type="button"
                              className={styles.action}
                              aria-label={`Certificate PDF of ${reg}`}
                              onClick={() => download('certificate', reg)}
                            >
                              Certificate
                            </button>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          {listing.nextCursor && (
            <button type="button" className={`button button--ghost ${styles.more}`} onClick={loadMore} disabled={more}>
              {more ? 'Loading…' : 'Show older applications'}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** The summary after one application moved from one status to another (the server's counters did the same). */
function moveCount(summary: AdmissionSummary, from: AdmissionStatus, to: AdmissionStatus): AdmissionSummary {
  if (from === to) return summary;
  return { ...summary, [from]: summary[from] - 1, [to]: summary[to] + 1 };
}
