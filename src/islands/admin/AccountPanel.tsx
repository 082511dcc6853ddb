import { type SubmitEvent, useState } from 'react';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../domain/staff';
import { adminWords } from '../../i18n/namespaces/admin';
import { staffSignInWords } from '../../i18n/namespaces/staff-sign-in';
import { changeOwnPassword } from '../../stores/staff';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';

/** Every member: change their own password. */
export default function AccountPanel() {
  const words = useWords(adminWords);
  const signIn = useWords(staffSignInWords);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    const result = await changeOwnPassword(current, next);
    setBusy(false);
    if (!result.ok) {
      setError(words.couldNotChangePassword(result.error));
      return;
    }
    setCurrent('');
    setNext('');
    setDone(words.passwordChanged);
  }

  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">{words.accountHeading}</h2>
      <form className={styles.gate} onSubmit={save}>
        <h3>{words.changePassword}</h3>
        <label htmlFor="current-password">{words.currentPassword}</label>
        <input
          id="current-password"
          className={fields.input}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <label htmlFor="new-password">{words.newPassword}</label>
        <input
          id="new-password"
          className={fields.input}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_STAFF_PASSWORD_LENGTH}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <FormError message={error} className={styles.message} />
        <p role="status">{done}</p>
        <BusyButton busy={busy} busyLabel={signIn.checking}>
          {words.changePassword}
        </BusyButton>
      </form>
    </section>
  );
}
