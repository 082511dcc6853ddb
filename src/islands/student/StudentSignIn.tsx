import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { studentPortalWords } from '../../i18n/namespaces/student-portal';
import { requestCode, signIn } from '../../stores/student-session';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import styles from './StudentPortal.module.css';

interface Props {
  /** Focus the first field when shown (after sign-out). */
  focusInput: boolean;
}

/**
 * The signed-out view: registration number and e-mail ask for a code; the code signs in. The answer to the first
 * step is the same whether or not the pair exists, so the form says what happens if it does.
 */
export default function StudentSignIn({ focusInput }: Props) {
  const words = useWords(studentPortalWords);
  const id = useId();
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusInput) firstRef.current?.focus();
  }, [focusInput]);
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const run = async (work: () => Promise<{ ok: true } | { ok: false; message: string | null }>, next?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await work();
      if (outcome.ok) next?.();
      else setError(outcome.message || words.unreachable);
    } finally {
      setBusy(false);
    }
  };

  const onAsk = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!registrationNumber.trim()) return setError(words.required(words.registrationNumber));
    if (!email.trim()) return setError(words.required(words.email));
    void run(
      () => requestCode(registrationNumber.trim(), email.trim()),
      () => setStep('code'),
    );
  };

  const onSignIn = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setError(words.codeShape);
    void run(() => signIn(registrationNumber.trim(), code));
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.signInHeading}</h2>
      {step === 'ask' ? (
        <form onSubmit={onAsk} noValidate>
          <p>{words.signInIntro}</p>
          <FormError message={error} className={styles.error} />
          <div className={styles.field}>
            <label htmlFor={`${id}-number`}>{words.registrationNumber}</label>
            <input
              ref={firstRef}
              id={`${id}-number`}
              name="registrationNumber"
              className={styles.input}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-describedby={`${id}-number-hint`}
              value={registrationNumber}
              onChange={(event) => setRegistrationNumber(event.target.value)}
            />
            <p id={`${id}-number-hint`} className={styles.hint}>
              {words.registrationHint}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{words.email}</label>
            <input
              id={`${id}-email`}
              name="email"
              className={styles.input}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <BusyButton busy={busy} busyLabel={words.sendingCode}>
            {words.sendCode}
          </BusyButton>
        </form>
      ) : (
        <form onSubmit={onSignIn} noValidate>
          <p className={styles.sent} role="status">
            {words.codeSent(email.trim())}
          </p>
          <FormError message={error} className={styles.error} />
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>{words.code}</label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="code"
              className={styles.input}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={20}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <div className={styles.actions}>
            <BusyButton busy={busy} busyLabel={words.signingIn}>
              {words.signIn}
            </BusyButton>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setStep('ask');
                setCode('');
                setError(null);
              }}
            >
              {words.askAgain}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
