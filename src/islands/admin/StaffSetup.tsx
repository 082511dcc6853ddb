import { type SubmitEvent, useEffect, useState } from 'react';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../domain/staff';
import { adminWords } from '../../i18n/namespaces/admin';
import { staffSignInWords } from '../../i18n/namespaces/staff-sign-in';
import { beginStaffSetup, finishStaffSetup } from '../../stores/staff';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';
import QrCode from './QrCode';
import RecoveryCodes from './RecoveryCodes';

type Step =
  | { kind: 'checking' }
  | { kind: 'refused'; error: string }
  | { kind: 'form'; name: string; email: string; secret: string; uri: string }
  | { kind: 'done'; recoveryCodes: string[]; email: string };

interface Props {
  token: string;
  /** Leaves the set-up for the sign-in form. */
  onDone: () => void;
}

/** The namespaces it shows, fetched with its code so that its first render has their texts (../../i18n/part-words.ts). */
export const namespaces = [adminWords, staffSignInWords];

/**
 * The one-time set-up link: the member scans the authenticator QR code (or types its key), chooses a password and
 * confirms with a code; the recovery codes are then shown once.
 */
export default function StaffSetup({ token, onDone }: Props) {
  const words = useWords(adminWords);
  const signIn = useWords(staffSignInWords);
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    void beginStaffSetup(token).then((result) =>
      setStep(result.ok ? { kind: 'form', ...result.value } : { kind: 'refused', error: result.error }),
    );
  }, [token]);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const result = await finishStaffSetup(token, password, code);
    setBusy(false);
    if (result.ok && step.kind === 'form')
      setStep({ kind: 'done', recoveryCodes: result.value.recoveryCodes, email: step.email });
    else if (!result.ok) setError(words.setupFailed(result.error));
  }

  const leave = (
    <button type="button" className="button" onClick={onDone}>
      {words.setupSignIn}
    </button>
  );

  if (step.kind === 'checking') return <p role="status">{signIn.setupChecking}</p>;
  if (step.kind === 'refused')
    return (
      <div className={styles.gate}>
        <h2>{words.setupHeading}</h2>
        <p role="alert" className={styles.message}>
          {step.error}
        </p>
        {leave}
      </div>
    );
  if (step.kind === 'done')
    return (
      <div className={styles.gate}>
        <h2>{words.setupHeading}</h2>
        <p role="status">{words.setupDone}</p>
        <RecoveryCodes codes={step.recoveryCodes} email={step.email} />
        {leave}
      </div>
    );
  return (
    <form className={styles.gate} onSubmit={save}>
      <h2>{words.setupHeading}</h2>
      <p>{words.setupFor(step.name, step.email)}</p>
      <p>{words.setupScan}</p>
      <QrCode text={step.uri} label={words.setupQrLabel} />
      <p>
        {words.setupSecret}{' '}
        <code className={styles.breakable} data-testid="setup-secret">
          {step.secret}
        </code>
      </p>
      <label htmlFor="setup-password">{words.newPassword}</label>
      <input
        id="setup-password"
        className={fields.input}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_STAFF_PASSWORD_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label htmlFor="setup-code">{signIn.authCode}</label>
      <input
        id="setup-code"
        className={fields.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError message={error} className={styles.message} />
      <BusyButton busy={busy} busyLabel={signIn.checking}>
        {words.setupSave}
      </BusyButton>
    </form>
  );
}
