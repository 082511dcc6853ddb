import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { AdminCardHolder } from '../../api/admin-cardholders';
import { failureMessage } from '../../i18n/failure-message';
import { adminWords } from '../../i18n/namespaces/admin';
import { adminCardsWords } from '../../i18n/namespaces/admin-cards';
import { failuresWords } from '../../i18n/namespaces/failures';
import { listCards } from '../../stores/cardholders';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import cards from './CardHolders.module.css';
import LabelledInput from './LabelledInput';
import PanelState from './PanelState';

interface Props {
  /** Shows that card in the panel, to renew, reset or block it. */
  onOpen: (holder: AdminCardHolder) => void;
  onLock: (message?: string) => void;
}

interface Listing {
  /** The search the cards were found with (null: everyone). */
  search: string | null;
  cardHolders: AdminCardHolder[];
  nextCursor: string | null;
}

/**
 * Every card holder, or those whose number or name holds what was typed, 50 at a time in number order ("Show 50
 * more" asks the next page), each a small card with its number, account, end date and state.
 */
export default function CardHoldersList({ onOpen, onLock }: Props) {
  const words = useWords(adminCardsWords);
  const adminText = useWords(adminWords);
  const failures = useWords(failuresWords);
  const [typed, setTyped] = useState('');
  const [listing, setListing] = useState<Listing | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Only the latest request's answer is shown: a slow first page must not replace a search asked after it.
  const latest = useRef(0);

  const load = useCallback(
    async (search: string | null, after?: Listing) => {
      const request = ++latest.current;
      setBusy(true);
      setError('');
      const result = await listCards(search, after?.nextCursor ?? null);
      if (request !== latest.current) return;
      setBusy(false);
      if (result.ok) {
        const { cardHolders, nextCursor } = result.value;
        setListing({ search, cardHolders: [...(after?.cardHolders ?? []), ...cardHolders], nextCursor });
        setError('');
      } else if (result.status === 401) onLock(adminText.sessionEnded);
      else setError(failureMessage(words.listFailed, result.error, failures));
    },
    [onLock, adminText, words, failures],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  function show(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void load(typed.trim() === '' ? null : typed);
  }

  function showEveryone() {
    setTyped('');
    void load(null);
  }

  const shown = listing?.cardHolders ?? [];
  return (
    <section aria-labelledby="card-list-heading" data-testid="card-list">
      <h3 id="card-list-heading">{words.listHeading}</h3>
      <form className={styles.search} onSubmit={show}>
        <LabelledInput
          id="card-list-search"
          label={words.listSearch}
          hint={words.listSearchHint}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <BusyButton busy={busy && listing === null} busyLabel={words.listLoading}>
          {words.listShow}
        </BusyButton>
        {/* A search refused while a list is shown is named here; the list stays. */}
        <FormError message={listing ? error : ''} className={styles.error} />
      </form>
      {listing === null ? (
        error ? (
          <PanelState kind="error" text={error} onRetry={() => void load(null)} />
        ) : (
          <PanelState kind="busy" text={words.listLoading} />
        )
      ) : shown.length === 0 ? (
        <PanelState
          kind="empty"
          text={listing.search === null ? words.listEmpty : words.listNone}
          hint={listing.search === null ? words.listEmptyHint : words.listNoneHint}
          action={listing.search === null ? undefined : { label: words.listEveryone, onClick: showEveryone }}
        />
      ) : (
        // Polite, without the status role: the panel's own status line is the one that reports a card's changes.
        <p aria-live="polite" className={styles.count} data-testid="card-list-count">
          {words.listCount(shown.length, listing.nextCursor !== null)}
        </p>
      )}
      <ul className={cards.list}>
        {shown.map((holder) => (
          <li key={holder.mobileNumber} className={cards.listItem} data-testid="card-list-item">
            <p className={cards.listName}>{holder.cardHolderName}</p>
            <dl className={cards.details}>
              <dt>{words.mobile}</dt>
              <dd>{holder.mobileNumber}</dd>
              <dt>{words.accountNumber}</dt>
              <dd>{holder.accountNumber}</dd>
              <dt>{words.endDate}</dt>
              <dd>{holder.rechargeEndDate}</dd>
              <dt>{words.state}</dt>
              <dd>{holder.blocked ? words.blocked : words.active}</dd>
            </dl>
            <button
              type="button"
              className={styles.action}
              aria-label={words.listOpenLabel(holder.cardHolderName)}
              onClick={() => onOpen(holder)}
            >
              {words.listOpen}
            </button>
          </li>
        ))}
      </ul>
      {listing?.nextCursor ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void load(listing.search, listing)}
        >
          {busy ? words.listLoading : words.listMore}
        </button>
      ) : null}
    </section>
  );
}
