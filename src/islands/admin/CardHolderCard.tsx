import { Fragment, type SubmitEvent, useState } from 'react';
import type { AdminCardHolder } from '../../api/admin-cardholders';
import { adminCardsWords } from '../../i18n/namespaces/admin-cards';
import type { Renewal } from '../../stores/cardholders';
import BusyButton from '../common/BusyButton';
import { useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import cards from './CardHolders.module.css';
import LabelledInput from './LabelledInput';

interface Props {
  holder: AdminCardHolder;
  onRenew: (renewal: Renewal) => Promise<void>;
  onResetPin: () => void;
  onBlock: (blocked: boolean) => void;
}

/** One card: its fields and state, renewing it, resetting its PIN and blocking or unblocking it. */
export default function CardHolderCard({ holder, onRenew, onResetPin, onBlock }: Props) {
  const words = useWords(adminCardsWords);
  const [amount, setAmount] = useState(String(holder.rechargeAmount));
  const [validity, setValidity] = useState(String(holder.validity));
  const [endDate, setEndDate] = useState('');
  const [busy, setBusy] = useState(false);

  async function renew(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onRenew({
      rechargeAmount: Number(amount),
      validity: Number(validity),
      rechargeEndDate: endDate || undefined,
    });
    setBusy(false);
    setEndDate('');
  }

  const rows: Array<[string, string]> = [
    [words.mobile, holder.mobileNumber],
    [words.accountNumber, holder.accountNumber],
    [words.rechargeAmount, String(holder.rechargeAmount)],
    [words.validity, String(holder.validity)],
    [words.endDate, holder.rechargeEndDate],
    [words.state, holder.blocked ? words.blocked : words.active],
  ];

  return (
    <article className={cards.card} aria-labelledby="card-holder-name" data-testid="card-holder">
      <h3 id="card-holder-name">{words.card(holder.cardHolderName)}</h3>
      <dl className={cards.details}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onResetPin}>
          {words.resetPin}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onBlock(!holder.blocked)}>
          {holder.blocked ? words.unblock : words.block}
        </button>
      </div>
      <h4 id="card-renew-heading">{words.renewHeading}</h4>
      <form className={styles.controls} onSubmit={renew} aria-labelledby="card-renew-heading">
        {(
          [
            ['amount', words.rechargeAmount, amount, setAmount, 0, 'any'],
            ['validity', words.validity, validity, setValidity, 1, 1],
          ] as const
        ).map(([name, label, value, set, min, step]) => (
          <LabelledInput
            key={name}
            id={`card-renew-${name}`}
            label={label}
            type="number"
            min={min}
            step={step}
            required
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        ))}
        <LabelledInput
          id="card-renew-end"
          label={words.endDate}
          hint={words.endDateHint}
          type="date"
          value={endDate}
          onChange={(e) => setEndDate(e.target.value)}
        />
        <BusyButton busy={busy} busyLabel={words.renewing}>
          {words.renew}
        </BusyButton>
      </form>
    </article>
  );
}
