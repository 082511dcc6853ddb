import { type SubmitEvent, useState } from 'react';
import type { AdminCardHolder } from '../../api/admin-cardholders';
import type { ApiResult } from '../../api/api-result';
import { adminWords } from '../../i18n/namespaces/admin';
import { adminCardsWords } from '../../i18n/namespaces/admin-cards';
import {
  addCard,
  blockCard,
  findCard,
  type NewCard,
  type Renewal,
  renewCard,
  resetCardPin,
} from '../../stores/cardholders';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import CardHolderCard from './CardHolderCard';
import cards from './CardHolders.module.css';
import CardHoldersList from './CardHoldersList';
import CardMobileInput from './CardMobileInput';
import ConfirmDialog, { type Confirmation } from './ConfirmDialog';
import NewCardForm from './NewCardForm';

interface Props {
  onLock: (message?: string) => void;
}

type Changed = ApiResult<{ cardHolder: AdminCardHolder; pin?: string }, unknown>;

/**
 * Support (and owner): find a card holder by mobile number or in the list of all of them (searched by part of a
 * number or a name), add a card, renew it, reset its PIN and block or unblock
 * it. A new PIN is shown once, with a warning. When someone else changed the card meanwhile (409) the card is loaded
 * again and the member is told.
 */
export default function CardHoldersPanel({ onLock }: Props) {
  const words = useWords(adminCardsWords);
  const adminText = useWords(adminWords);
  const [mobile, setMobile] = useState('');
  const [searched, setSearched] = useState('');
  const [holder, setHolder] = useState<AdminCardHolder | null>(null);
  const [searchError, setSearchError] = useState('');
  const [message, setMessage] = useState('');
  const [changeError, setChangeError] = useState('');
  const [pin, setPin] = useState<{ name: string; pin: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  async function load(number: string) {
    const result = await findCard(number);
    if (result.ok) {
      setHolder(result.value.cardHolder);
      setSearchError('');
    } else if (result.status === 401) onLock(adminText.sessionEnded);
    else {
      setHolder(null);
      setSearchError(
        result.status === 404 ? `${result.error} ${words.notFoundAddHint}` : words.couldNotFind(result.error),
      );
    }
  }

  async function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    setChangeError('');
    setPin(null);
    setSearched(mobile);
    await load(mobile);
    setBusy(false);
  }

  /** A change's answer: the card as it is now, its new PIN, or the refusal (a stale card is loaded again). */
  async function changed(result: Changed, done: (holder: AdminCardHolder) => string) {
    setMessage('');
    setChangeError('');
    if (!result.ok) {
      if (result.status === 401) onLock(adminText.sessionEnded);
      else setChangeError(words.couldNotChange(result.error));
      if (result.status === 409 && holder) await load(holder.mobileNumber);
      return;
    }
    const { cardHolder, pin: newPin } = result.value;
    setHolder(cardHolder);
    if (newPin) setPin({ name: cardHolder.cardHolderName, pin: newPin });
    setMessage(done(cardHolder));
  }

  async function add(card: NewCard): Promise<string | null> {
    setPin(null);
    const result = await addCard(card);
    if (!result.ok && result.status !== 401) return result.error;
    await changed(result, (added) => words.added(added.cardHolderName));
    return null;
  }

  const renew = async (current: AdminCardHolder, renewal: Renewal) =>
    changed(await renewCard(current, renewal), (renewed) => words.renewed(renewed.rechargeEndDate));

  function askResetPin(current: AdminCardHolder) {
    setConfirmation({
      title: words.confirmResetTitle,
      text: words.confirmReset(current.cardHolderName),
      confirmLabel: words.confirm,
      cancelLabel: words.cancel,
      onConfirm: async () => changed(await resetCardPin(current), () => ''),
    });
  }

  async function setBlocked(current: AdminCardHolder, blocked: boolean) {
    const apply = async () =>
      changed(await blockCard(current, blocked), () => (blocked ? words.blockedNow : words.unblockedNow));
    if (!blocked) {
      await apply();
      return;
    }
    setConfirmation({
      title: words.confirmBlockTitle,
      text: words.confirmBlock(current.cardHolderName),
      confirmLabel: words.confirm,
      cancelLabel: words.cancel,
      onConfirm: apply,
    });
  }

  return (
    <section aria-labelledby="cards-heading">
      <h2 id="cards-heading">{words.heading}</h2>
      <p>{words.intro}</p>
      <form className={styles.search} onSubmit={search}>
        <CardMobileInput id="card-search-mobile" value={mobile} onChange={setMobile} />
        <BusyButton busy={busy} busyLabel={words.finding}>
          {words.find}
        </BusyButton>
        <FormError message={searchError} className={styles.error} />
      </form>
      <p role="status" className={styles.live}>
        {message}
      </p>
      <FormError message={changeError} className={styles.error} />
      {pin ? (
        <div className={cards.pin} role="alert" data-testid="new-pin">
          <h3>{words.pinHeading}</h3>
          <p>{words.pinWarning}</p>
          <p>
            {words.pinFor(pin.name)} <span className={cards.pinValue}>{pin.pin}</span>
          </p>
          <button type="button" className="button button--ghost" onClick={() => setPin(null)}>
            {words.pinDone}
          </button>
        </div>
      ) : null}
      {holder ? (
        <CardHolderCard
          key={`${holder.mobileNumber}:${holder.revision}`}
          holder={holder}
          onRenew={(renewal) => renew(holder, renewal)}
          onResetPin={() => askResetPin(holder)}
          onBlock={(blocked) => void setBlocked(holder, blocked)}
        />
      ) : null}
      {/* After a search that found no card, the form starts from that number. */}
      <NewCardForm key={holder ? '' : searched} mobile={holder ? '' : searched} onAdd={add} />
      <CardHoldersList
        onOpen={(opened) => {
          setMessage('');
          setChangeError('');
          setPin(null);
          setSearchError('');
          setHolder(opened);
          document.getElementById('cards-heading')?.scrollIntoView();
        }}
        onLock={onLock}
      />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </section>
  );
}
