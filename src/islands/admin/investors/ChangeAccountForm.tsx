import { type SubmitEvent, useState } from 'react';
import type { AdminInvestor } from '../../../api/admin-investors';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { changeInvestorAccount } from '../../../stores/admin-investors';
import BusyButton from '../../common/BusyButton';
import { useWords } from '../../common/use-messages';
import fields from '../../fields.module.css';
import styles from '../AdminDashboard.module.css';
import type { AccountFormProps } from './account-form';
import { InvestorInput, InvestorSelect } from './InvestorField';
import own from './Investors.module.css';

/** Changes the next payment, the verification status and the notification (re-filled after every save). */
export default function ChangeAccountForm({
  code,
  version,
  investor,
  settle,
}: AccountFormProps & { investor: AdminInvestor }) {
  const words = useWords(adminInvestorsWords);
  const [date, setDate] = useState(investor.upcomingPaymentDate);
  const [amount, setAmount] = useState(String(investor.upcomingPaymentAmount));
  const [verification, setVerification] = useState(investor.accountVerificationStatus);
  const [notification, setNotification] = useState(investor.notificationMessage ?? '');
  const [notificationHi, setNotificationHi] = useState(investor.notificationMessageHi ?? '');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await changeInvestorAccount(code, version, {
      upcomingPaymentDate: date,
      upcomingPaymentAmount: Number(amount),
      accountVerificationStatus: verification,
      notificationMessage: notification.trim(),
      notificationMessageHi: notificationHi.trim(),
    });
    setBusy(false);
    await settle(result, words.saved);
  }

  return (
    <form className={own.form} onSubmit={submit} aria-labelledby="change-heading">
      <h3 id="change-heading">{words.changeHeading}</h3>
      <InvestorInput
        id="change-date"
        label={words.fields.upcomingPaymentDate}
        type="date"
        required
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <InvestorInput
        id="change-amount"
        label={words.fields.upcomingPaymentAmount}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <InvestorSelect
        id="change-verification"
        label={words.fields.accountVerificationStatus}
        value={verification}
        options={words.verification}
        onChange={setVerification}
      />
      <div className={`${own.field} ${own.wide}`}>
        <label htmlFor="change-notification">{words.fields.notificationMessage}</label>
        <textarea
          id="change-notification"
          className={fields.input}
          rows={3}
          maxLength={1000}
          aria-describedby="change-notification-hint"
          value={notification}
          onChange={(e) => setNotification(e.target.value)}
        />
        <p id="change-notification-hint" className={styles.hint}>
          {words.notificationHint}
        </p>
      </div>
      <div className={`${own.field} ${own.wide}`}>
        <label htmlFor="change-notification-hi">{words.fields.notificationMessageHi}</label>
        <textarea
          id="change-notification-hi"
          className={fields.input}
          lang="hi"
          rows={3}
          maxLength={1000}
          aria-describedby="change-notification-hint"
          value={notificationHi}
          onChange={(e) => setNotificationHi(e.target.value)}
        />
      </div>
      <div className={own.wide}>
        <BusyButton busy={busy} busyLabel={words.saving}>
          {words.save}
        </BusyButton>
      </div>
    </form>
  );
}
