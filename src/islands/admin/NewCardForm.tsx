import { type InputHTMLAttributes, type SubmitEvent, useState } from 'react';
import { adminCardsWords } from '../../i18n/namespaces/admin-cards';
import type { NewCard } from '../../stores/cardholders';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import CardMobileInput from './CardMobileInput';
import LabelledInput from './LabelledInput';

interface Props {
  /** The number last searched for, to start from. */
  mobile: string;
  /** Adds the card; resolves with the server's refusal, or null when it was added. */
  onAdd: (card: NewCard) => Promise<string | null>;
}

const EMPTY = { cardHolderName: '', accountNumber: '', rechargeAmount: '', validity: '30', rechargeEndDate: '' };
type Field = keyof typeof EMPTY;

/** A new card: the import's fields (the server checks them with the import's rules); the PIN is generated there. */
export default function NewCardForm({ mobile, onAdd }: Props) {
  const words = useWords(adminCardsWords);
  const [values, setValues] = useState(EMPTY);
  const [mobileNumber, setMobileNumber] = useState(mobile);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const refused = await onAdd({
      mobileNumber,
      cardHolderName: values.cardHolderName,
      accountNumber: values.accountNumber,
      rechargeAmount: Number(values.rechargeAmount),
      validity: Number(values.validity),
      rechargeEndDate: values.rechargeEndDate || undefined,
    });
    setBusy(false);
    if (refused) setError(refused);
    else {
      setValues(EMPTY);
      setMobileNumber('');
    }
  }

  const field = (name: Field, label: string, attributes: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> = {}) => (
    <LabelledInput
      id={`new-card-${name}`}
      label={label}
      required={name !== 'rechargeEndDate'}
      value={values[name]}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
      {...attributes}
    />
  );

  return (
    <form className={styles.gate} onSubmit={add} aria-labelledby="new-card-heading">
      <h3 id="new-card-heading">{words.addHeading}</h3>
      <CardMobileInput id="new-card-mobile" value={mobileNumber} onChange={setMobileNumber} />
      {field('cardHolderName', words.holderName, { maxLength: 120, autoComplete: 'off' })}
      {field('accountNumber', words.accountNumber, { maxLength: 40, autoComplete: 'off' })}
      {field('rechargeAmount', words.rechargeAmount, { type: 'number', min: 0, step: 'any' })}
      {field('validity', words.validity, { type: 'number', min: 1, step: 1 })}
      {field('rechargeEndDate', words.endDate, { type: 'date' })}
      <FormError message={error} className={styles.message} />
      <BusyButton busy={busy} busyLabel={words.adding}>
        {words.add}
      </BusyButton>
    </form>
  );
}
