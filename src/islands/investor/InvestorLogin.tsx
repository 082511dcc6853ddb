import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CODE_FORMAT_HINT } from '../../domain/investor-code';
import { CODE_INPUT_MAX_LENGTH, limitInvestorCodeInput } from '../../domain/investor-code-input';
import { $investorLoginPending, login } from '../../stores/investor-session';
import styles from './InvestorPortal.module.css';

interface Props {
  /** Focus the code field when shown (after Logout). */
  focusInput: boolean;
}

/** The logged-out view's form: one code field and Access Account. */
export default function InvestorLogin({ focusInput }: Props) {
  const pending = useStore($investorLoginPending);
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (focusInput) inputRef.current?.focus();
  }, [focusInput]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void login(code);
  };

  return (
    <section className={`card ${styles.login}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Access your account</h2>
      <p>Enter the unique investor code from your welcome letter to see your account, payments and statements.</p>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-code`}>Unique Investor Code</label>
        <input
          ref={inputRef}
          id={`${id}-code`}
          name="investorCode"
          className={styles.codeInput}
          type="text"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_INPUT_MAX_LENGTH}
          placeholder={CODE_FORMAT_HINT}
          aria-describedby={`${id}-hint`}
          value={code}
          onChange={(event) => setCode(limitInvestorCodeInput(event.target.value))}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          Format: {CODE_FORMAT_HINT}. Capitals, dashes and spaces are optional.
        </p>
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Authenticating...' : 'Access Account'}
        </button>
      </form>
    </section>
  );
}
