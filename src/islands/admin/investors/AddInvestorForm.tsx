import { type SubmitEvent, useState } from 'react';
import type { Locale } from '../../../domain/locale';
import { cycleCode, LAST_CYCLE_DAY, type PaymentFrequency } from '../../../domain/payment-cycle';
import { MAX_PROCESSING_HOURS } from '../../../domain/payment-terms';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { addNewInvestor, type NewInvestor } from '../../../stores/admin-investors';
import BusyButton from '../../common/BusyButton';
import FormError from '../../common/FormError';
import { useWords } from '../../common/use-messages';
import styles from '../AdminDashboard.module.css';
import { InvestorInput, InvestorSelect } from './InvestorField';
import own from './Investors.module.css';
import NewInvestorCode from './NewInvestorCode';

type TextField = 'fullName' | 'accountHolders';
type AmountField =
  | 'totalAmountInvested'
  | 'basicAmount'
  | 'totalAmountReleased'
  | 'currentLoss'
  | 'upcomingPaymentAmount';

const TEXT_FIELDS: TextField[] = ['fullName', 'accountHolders'];
const AMOUNT_FIELDS: AmountField[] = [
  'totalAmountInvested',
  'basicAmount',
  'totalAmountReleased',
  'currentLoss',
  'upcomingPaymentAmount',
];

/** Whole numbers with their largest value: the cycle's day (every month has it) and the processing hours. */
const WHOLE_FIELDS: ['paymentDay' | 'processingHours', number][] = [
  ['paymentDay', LAST_CYCLE_DAY],
  ['processingHours', MAX_PROCESSING_HOURS],
];

const EMPTY = {
  fullName: '',
  accountHolders: '',
  paymentDay: '13',
  processingHours: '48',
  totalAmountInvested: '',
  basicAmount: '',
  totalAmountReleased: '0',
  currentLoss: '0',
  upcomingPaymentAmount: '',
  upcomingPaymentDate: '',
  notificationMessage: '',
  notificationMessageHi: '',
  email: '',
};

interface Props {
  onBack: () => void;
  onOpen: (code: string) => void;
  onLock: (message?: string) => void;
}

/** Adds an investor; the new code is shown once, to pass on privately. */
export default function AddInvestorForm({ onBack, onOpen, onLock }: Props) {
  const words = useWords(adminInvestorsWords);
  const [values, setValues] = useState(EMPTY);
  const [accountType, setAccountType] = useState<NewInvestor['accountType']>('Premium');
  const [holderType, setHolderType] = useState<NewInvestor['accountHolderType']>('Single');
  const [verification, setVerification] = useState<NewInvestor['accountVerificationStatus']>('processing');
  const [frequency, setFrequency] = useState<PaymentFrequency>('monthly');
  const [language, setLanguage] = useState<Locale>('en');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [added, setAdded] = useState<{ name: string; code: string } | null>(null);

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: e.target.value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const amounts = Object.fromEntries(AMOUNT_FIELDS.map((name) => [name, Number(values[name])])) as Record<
      AmountField,
      number
    >;
    const result = await addNewInvestor({
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim()])),
      ...amounts,
      upcomingPaymentDate: values.upcomingPaymentDate,
      // The cycle and processing time as values, which each edition words in its language.
      paymentCycle: cycleCode({ frequency, day: Number(values.paymentDay) }),
      processingHours: Number(values.processingHours),
      accountType,
      accountHolderType: holderType,
      accountVerificationStatus: verification,
      preferredLanguage: language,
      ...(values.notificationMessage.trim() ? { notificationMessage: values.notificationMessage.trim() } : {}),
      ...(values.notificationMessageHi.trim() ? { notificationMessageHi: values.notificationMessageHi.trim() } : {}),
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
    } as NewInvestor);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) onLock();
      else setError(words.couldNotSave(result.error));
      return;
    }
    setAdded({ name: values.fullName.trim(), code: result.value.investorCode });
  }

  /** The form again, empty: only when the officer asks, so a slow answer never tempts a second submission. */
  function addAnother() {
    setAdded(null);
    setValues(EMPTY);
  }

  return (
    <section aria-labelledby="add-investor-heading">
      <h2 id="add-investor-heading">{words.addHeading}</h2>
      <div className={own.toolbar}>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {words.back}
        </button>
      </div>
      {added ? (
        <NewInvestorCode added={added} onOpen={onOpen} onAddAnother={addAnother} />
      ) : (
        <form className={own.form} onSubmit={submit}>
          {TEXT_FIELDS.map((name) => (
            <InvestorInput
              key={name}
              id={`new-${name}`}
              label={words.fields[name]}
              required
              maxLength={200}
              value={values[name]}
              onChange={set(name)}
            />
          ))}
          <InvestorSelect
            id="new-accountType"
            label={words.fields.accountType}
            value={accountType}
            options={words.accountTypes}
            onChange={setAccountType}
          />
          <InvestorSelect
            id="new-accountHolderType"
            label={words.fields.accountHolderType}
            value={holderType}
            options={words.holderTypes}
            onChange={setHolderType}
          />
          <InvestorSelect
            id="new-accountVerificationStatus"
            label={words.fields.accountVerificationStatus}
            value={verification}
            options={words.verification}
            onChange={setVerification}
          />
          {AMOUNT_FIELDS.map((name) => (
            <InvestorInput
              key={name}
              id={`new-${name}`}
              label={words.fields[name]}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              required
              value={values[name]}
              onChange={set(name)}
            />
          ))}
          <InvestorInput
            id="new-upcomingPaymentDate"
            label={words.fields.upcomingPaymentDate}
            type="date"
            required
            value={values.upcomingPaymentDate}
            onChange={set('upcomingPaymentDate')}
          />
          <InvestorSelect
            id="new-paymentFrequency"
            label={words.fields.paymentReleaseDate}
            value={frequency}
            options={words.frequencies}
            onChange={setFrequency}
          />
          {WHOLE_FIELDS.map(([name, max]) => (
            <InvestorInput
              key={name}
              id={`new-${name}`}
              label={words.fields[name]}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              required
              value={values[name]}
              onChange={set(name)}
            />
          ))}
          <InvestorInput
            id="new-notificationMessage"
            label={words.fields.notificationMessage}
            maxLength={1000}
            value={values.notificationMessage}
            onChange={set('notificationMessage')}
          />
          <InvestorInput
            id="new-notificationMessageHi"
            label={words.fields.notificationMessageHi}
            lang="hi"
            maxLength={1000}
            value={values.notificationMessageHi}
            onChange={set('notificationMessageHi')}
          />
          <InvestorInput
            id="new-email"
            label={words.fields.email}
            type="email"
            value={values.email}
            onChange={set('email')}
          />
          <InvestorSelect
            id="new-preferredLanguage"
            label={words.fields.preferredLanguage}
            value={language}
            options={words.languages}
            onChange={setLanguage}
          />
          <FormError message={error} className={`${styles.error} ${own.wide}`} />
          <div className={own.wide}>
            <BusyButton busy={busy} busyLabel={words.adding}>
              {words.add}
            </BusyButton>
          </div>
        </form>
      )}
    </section>
  );
}
