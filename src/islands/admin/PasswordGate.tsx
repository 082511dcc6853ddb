import { type FormEvent, useRef, useState } from 'react';
import { adminWords } from '../../i18n/messages/en/admin';
import { logIn } from '../../stores/admin';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import type { IntentProps } from '../common/on-demand';
import { useWords } from '../common/use-messages';
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
  const [refused, setRefused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

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
    // The disabled button dropped focus to the page: back to the field to correct (WCAG 3.3.1).
    setRefused(result.status === 401);
    inputRef.current?.focus();
  }

  return (
    <form className={styles.gate} onSubmit={login} {...intent}>
      <h2>{words.signIn}</h2>
      <p>{words.gateIntro}</p>
      <label htmlFor="admin-password">{words.password}</label>
      <input
        ref={inputRef}
        id="admin-password"
        className={fields.input}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        aria-invalid={refused || undefined}
        onChange={(e) => {
          setPassword(e.target.value);
          setRefused(false);
        }}
      />
      <FormError message={message} className={styles.message} />
      <BusyButton busy={busy} busyLabel={words.checking}>
        {words.logIn}
      </BusyButton>
    </form>
  );
}
