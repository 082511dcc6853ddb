import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import type { InvestorSummary } from '../../../api/admin-investors';
import { failureMessage } from '../../../i18n/failure-message';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { failuresWords } from '../../../i18n/namespaces/failures';
import { loadInvestors } from '../../../stores/admin-investors';
import { useWords } from '../../common/use-messages';
import fields from '../../fields.module.css';
import styles from '../AdminDashboard.module.css';
import PayoutsChart from '../charts/PayoutsChart';
import tables from '../DataTable.module.css';
import PanelState from '../PanelState';
import AddInvestorForm from './AddInvestorForm';
import InvestorAccount from './InvestorAccount';
import own from './Investors.module.css';
// Part of the back office's chunk, which loads after sign-in: on demand on its own, the upload imported from that
// chunk and the chunk from it, and Rolldown then put a namespace helper in every page's island runtime.
import LedgerUpload from './LedgerUpload';

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'upload' } | { kind: 'investor'; code: string };

/** Investor relations: the investors by code, searched and paged; one investor's account; adding an investor. */
import TableBox from '../TableBox';
export default function InvestorsPanel({ onLock }: { onLock: (message?: string) => void }) {
  const words = useWords(adminInvestorsWords);
  const failures = useWords(failuresWords);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [query, setQuery] = useState('');
  const [shownQuery, setShownQuery] = useState('');
  const [investors, setInvestors] = useState<InvestorSummary[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  // Why the list (or its next page) could not be read.
  const [failure, setFailure] = useState<{ error: string; more: boolean } | null>(null);

  const load = useCallback(
    async (q: string, after?: string) => {
      setFailure(null);
      const result = await loadInvestors(q, after);
      if (!result.ok) {
        if (result.status === 401) onLock();
        else setFailure({ error: result.error, more: Boolean(after) });
        return;
      }
      setInvestors((current) => (after ? [...(current ?? []), ...result.value.investors] : result.value.investors));
      setCursor(result.value.nextCursor);
    },
    [onLock],
  );

  function showAll() {
    setQuery('');
    setInvestors(null);
    setShownQuery('');
  }

  function retry() {
    setInvestors(null);
    void load(shownQuery);
  }

  useEffect(() => {
    if (view.kind === 'list') void load(shownQuery);
  }, [view.kind, load, shownQuery]);

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = query.trim();
    setInvestors(null);
    // The same search again is read again (the effect runs only when the search changes).
    if (next === shownQuery) void load(next);
    else setShownQuery(next);
  }

  const states = words.listState;
  if (view.kind === 'investor') {
    return <InvestorAccount code={view.code} onBack={() => setView({ kind: 'list' })} onLock={onLock} />;
  }
  if (view.kind === 'upload') {
    return <LedgerUpload onBack={() => setView({ kind: 'list' })} onLock={onLock} />;
  }
  if (view.kind === 'add') {
    return (
      <AddInvestorForm
        onBack={() => setView({ kind: 'list' })}
        onOpen={(code) => setView({ kind: 'investor', code })}
        onLock={onLock}
      />
    );
  }
  return (
    <section aria-labelledby="investors-heading">
      <h2 id="investors-heading">{words.heading}</h2>
      <div className={own.toolbar}>
        <button type="button" className="button" onClick={() => setView({ kind: 'add' })}>
          {words.addOpen}
        </button>{' '}
        <button type="button" className="button button--ghost" onClick={() => setView({ kind: 'upload' })}>
          {words.upload.open}
        </button>
      </div>
      <form className={styles.search} onSubmit={search}>
        <div className={styles.control}>
          <label htmlFor="investor-search">{words.searchLabel}</label>
          <input
            id="investor-search"
            className={fields.input}
            type="search"
            maxLength={100}
            aria-describedby="investor-search-hint"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {words.search}
        </button>
        {shownQuery ? (
          <button type="button" className="button button--ghost" onClick={showAll}>
            {words.clear}
          </button>
        ) : null}
      </form>
      <p id="investor-search-hint" className={styles.hint}>
        {words.searchHint}
      </p>
      {failure?.more ? (
        <p role="alert" className={styles.error}>
          {failureMessage(states.failed, failure.error, failures)}
        </p>
      ) : null}
      {failure && !failure.more ? (
        <PanelState kind="error" text={failureMessage(states.failed, failure.error, failures)} onRetry={retry} />
      ) : investors === null ? (
        <PanelState kind="busy" text={states.loading} />
      ) : investors.length === 0 ? (
        <PanelState
          kind="empty"
          text={shownQuery ? states.noMatch : states.none}
          hint={shownQuery ? states.noMatchHint : states.noneHint}
          action={shownQuery ? { label: words.clear, onClick: showAll } : undefined}
        />
      ) : (
        <>
          <p role="status" className={styles.live}>
            {words.count(investors.length)}
          </p>
          <TableBox labelledBy="investors-heading">
            <table className={`${tables.table} ${tables.wrapCells}`}>
              <thead>
                <tr>
                  <th scope="col">{words.columns.code}</th>
                  <th scope="col">{words.columns.name}</th>
                  <th scope="col">{words.columns.holders}</th>
                  <th scope="col">{words.columns.type}</th>
                  <th scope="col">{words.columns.status}</th>
                  <th scope="col" className={tables.actions}>
                    <span className="visually-hidden">{words.open}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {investors.map((investor) => (
                  <tr key={investor.investorCode} data-testid="investor-row">
                    <td className={styles.mono} data-label={words.columns.code}>
                      {investor.investorCode}
                    </td>
                    <th scope="row">{investor.fullName}</th>
                    <td data-label={words.columns.holders}>{investor.accountHolders}</td>
                    <td data-label={words.columns.type}>{words.accountTypes[investor.accountType]}</td>
                    <td data-label={words.columns.status}>{words.verification[investor.accountVerificationStatus]}</td>
                    <td className={tables.actions}>
                      <button
                        type="button"
                        className={styles.action}
                        aria-label={words.openLabel(investor.fullName)}
                        onClick={() => setView({ kind: 'investor', code: investor.investorCode })}
                      >
                        {words.open}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        </>
      )}
      {cursor && investors?.length ? (
        <button
          type="button"
          className={`button button--ghost ${styles.more}`}
          onClick={() => void load(shownQuery, cursor)}
        >
          {words.more}
        </button>
      ) : null}
      <PayoutsChart onExpired={onLock} />
    </section>
  );
}
