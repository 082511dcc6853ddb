import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import type { InvestorSummary } from '../../../api/admin-investors';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { loadInvestors } from '../../../stores/admin-investors';
import { useWords } from '../../common/use-messages';
import fields from '../../fields.module.css';
import styles from '../AdminDashboard.module.css';
import PayoutsChart from '../charts/PayoutsChart';
import AddInvestorForm from './AddInvestorForm';
import InvestorAccount from './InvestorAccount';
import own from './Investors.module.css';
// Part of the back office's chunk, which loads after sign-in: on demand on its own, the upload imported from that
// chunk and the chunk from it, and Rolldown then put a namespace helper in every page's island runtime.
import LedgerUpload from './LedgerUpload';

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'upload' } | { kind: 'investor'; code: string };

/** Investor relations: the investors by code, searched and paged; one investor's account; adding an investor. */
export default function InvestorsPanel({ onLock }: { onLock: (message?: string) => void }) {
  const words = useWords(adminInvestorsWords);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [query, setQuery] = useState('');
  const [shownQuery, setShownQuery] = useState('');
  const [investors, setInvestors] = useState<InvestorSummary[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const load = useCallback(
    async (q: string, after?: string) => {
      const result = await loadInvestors(q, after);
      if (!result.ok) {
        if (result.status === 401) onLock();
        else setMessage(words.couldNotLoad(result.error));
        return;
      }
      setMessage('');
      setInvestors((current) => (after ? [...(current ?? []), ...result.value.investors] : result.value.investors));
      setCursor(result.value.nextCursor);
    },
    [onLock, words],
  );

  useEffect(() => {
    if (view.kind === 'list') void load(shownQuery);
  }, [view.kind, load, shownQuery]);

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setInvestors(null);
    setShownQuery(query.trim());
  }

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
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setQuery('');
              setShownQuery('');
            }}
          >
            {words.clear}
          </button>
        ) : null}
      </form>
      <p id="investor-search-hint" className={styles.hint}>
        {words.searchHint}
      </p>
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <p role="status" className={styles.live}>
        {investors ? (investors.length ? words.count(investors.length) : words.none) : words.loading}
      </p>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.wrapCells}`}>
          <thead>
            <tr>
              <th scope="col">{words.columns.code}</th>
              <th scope="col">{words.columns.name}</th>
              <th scope="col">{words.columns.holders}</th>
              <th scope="col">{words.columns.type}</th>
              <th scope="col">{words.columns.status}</th>
              <th scope="col">
                <span className="visually-hidden">{words.open}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(investors ?? []).map((investor) => (
              <tr key={investor.investorCode} data-testid="investor-row">
                <td className={styles.mono}>{investor.investorCode}</td>
                <th scope="row">{investor.fullName}</th>
                <td>{investor.accountHolders}</td>
                <td>{words.accountTypes[investor.accountType]}</td>
                <td>{words.verification[investor.accountVerificationStatus]}</td>
                <td>
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
      </div>
      {cursor ? (
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
