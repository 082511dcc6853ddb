import { type SubmitEvent, useId, useRef, useState } from 'react';
import { staffSignInWords } from '../../i18n/namespaces/staff-sign-in';
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

/**
 * The staff sign-in: e-mail, password and authenticator code, checked by the server, which sets an HttpOnly session
 * cookie. A refusal shows the fixed wrong-password text next to the password field (never a browser alert).
 */
export default function PasswordGate({ notice, onOpen, intent }: Props) {
  const words = useWords(staffSignInWords);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(notice);
  const [refused, setRefused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();

  async function login(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage('');
    const result = await logIn(email, password, code);
    setBusy(false);
    if (result.ok) {
      setPassword('');
      setCode('');
      onOpen();
      return;
    }
    // The product's text for a wrong password or code; other failures (throttling, server, offline) say what happened.
    setMessage(result.status === 401 ? words.invalidPassword : result.error);
    setRefused(result.status === 401);
    setCode('');
    // The disabled button dropped focus to the page: back to the password to correct (WCAG 3.3.1).
    inputRef.current?.focus();
  }

  const described = message ? errorId : undefined;
  return (
    <form className={styles.gate} onSubmit={login} {...intent}>
      <h2>{words.signIn}</h2>
      <p>{words.gateIntro}</p>
      <label htmlFor="admin-email">{words.email}</label>
      <input
        id="admin-email"
        className={fields.input}
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
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
        aria-describedby={described}
        onChange={(e) => {
          setPassword(e.target.value);
          setRefused(false);
        }}
      />
      <FormError id={errorId} message={message} className={styles.message} />
      <label htmlFor="admin-code">{words.authCode}</label>
      <input
        id="admin-code"
        className={fields.input}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={64}
        value={code}
        aria-describedby={hintId}
        onChange={(e) => setCode(e.target.value)}
      />
      <p id={hintId} className={styles.hint}>
        {words.authCodeHint}
      </p>
      <BusyButton busy={busy} busyLabel={words.checking}>
        {words.logIn}
      </BusyButton>
    </form>
  );
}
