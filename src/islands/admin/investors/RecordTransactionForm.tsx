import { type SubmitEvent, useState } from 'react';
import type { Transaction } from '../../../domain/investor';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { recordInvestorTransaction } from '../../../stores/admin-investors';
import BusyButton from '../../common/BusyButton';
import { useWords } from '../../common/use-messages';
import type { AccountFormProps } from './account-form';
import { InvestorInput, InvestorSelect } from './InvestorField';
import own from './Investors.module.css';

/** Records a credit or debit with its date, time, description and amount. */
export default function RecordTransactionForm({ code, version, settle }: AccountFormProps) {
  const words = useWords(adminInvestorsWords);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [type, setType] = useState<Transaction['transactionType']>('Credit');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [descriptionHi, setDescriptionHi] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await recordInvestorTransaction(code, version, {
      transactionDate: date,
      transactionTime: time,
      transactionType: type,
      amount: Number(amount),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(descriptionHi.trim() ? { descriptionHi: descriptionHi.trim() } : {}),
    });
    setBusy(false);
    if (await settle(result, result.ok ? words.recorded(result.value.transactionId) : '')) {
      setAmount('');
      setDescription('');
      setDescriptionHi('');
    }
  }

  return (
    <form className={own.form} onSubmit={submit} aria-labelledby="record-heading">
      <h3 id="record-heading">{words.recordHeading}</h3>
      <InvestorInput
        id="tx-date"
        label={words.transactionDate}
        type="date"
        required
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <InvestorInput
        id="tx-time"
        label={words.transactionTime}
        type="time"
        required
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />
      <InvestorSelect
        id="tx-type"
        label={words.transactionType}
        value={type}
        options={words.transactionTypes}
        onChange={setType}
      />
      <InvestorInput
        id="tx-amount"
        label={words.amount}
        type="number"
        inputMode="decimal"
        min={0.01}
        step="0.01"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <InvestorInput
        id="tx-description"
        label={words.description}
        maxLength={300}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <InvestorInput
        id="tx-description-hi"
        label={words.descriptionHi}
        lang="hi"
        maxLength={300}
        value={descriptionHi}
        onChange={(e) => setDescriptionHi(e.target.value)}
      />
      <div className={own.wide}>
        <BusyButton busy={busy} busyLabel={words.saving}>
          {words.record}
        </BusyButton>
      </div>
    </form>
  );
}
