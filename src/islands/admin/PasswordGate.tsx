import { type FormEvent, useState } from 'react';
import { adminWords } from '../../i18n/messages/en/admin';
import { useWords } from '../../i18n/use-messages';
import { logIn } from '../../stores/admin';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import type { IntentProps } from '../common/on-demand';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';

interface Props {
  notice: string;
  onOpen: () => void;
  /** Starting to log in (pointer over, focus in or touch of the form) starts loading the dashboard. */
  intent: IntentProps;
}

/** The admin password form; the password is checked by the server, which sets an HttpOnly session cookie. */
export default function PasswordGate({ notice, onOpen, intent }: Props) {
  const words = useWords(adminWords);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(notice);

  async function login(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage('');
    const result = await logIn(password);
    setBusy(false);
    if (result.ok) {
      setPassword('');
      onOpen();
      return;
    }
    // The product's alert for a wrong password; other failures (throttling, server, offline) say what happened.
    if (result.status === 401) window.alert(words.invalidPassword);
    else setMessage(result.error);
  }

  return (
    <form className={styles.gate} onSubmit={login} {...intent}>
      <h2>{words.signIn}</h2>
      <p>{words.gateIntro}</p>
      <label htmlFor="admin-password">{words.password}</label>
      <input
        id="admin-password"
        className={fields.input}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={message} className={styles.message} />
      <BusyButton busy={busy} busyLabel={words.checking}>
        {words.logIn}
      </BusyButton>
    </form>
  );
}
