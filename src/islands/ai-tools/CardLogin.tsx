import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { PIN_LENGTH } from '../../domain/trial';
import { aiToolsWords } from '../../i18n/namespaces/ai-tools';
import { commonWords } from '../../i18n/namespaces/common';
import { prefetch } from '../../loading/on-demand';
import { $loginPending, login, showView } from '../../stores/voice-session';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './CardLogin.module.css';
import fields from './ToolFields.module.css';
import panel from './ToolPanel.module.css';
import { tools } from './tool-parts';

/** Login view: mobile number and 4-digit PIN; a failed login says so beside the form (docs/DECISIONS.md, Security 2). */
export default function CardLogin() {
  const pending = useStore($loginPending);
  const words = useWords(aiToolsWords);
  const common = useWords(commonWords);
  const [mobile, setMobile] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstField.current?.focus();
    // A login leads to the tools: their code loads while the visitor types.
    prefetch(tools);
  }, []);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const problem = await login(mobile, pin);
    if (problem) {
      setError(problem);
      setPin('');
      // The disabled button dropped the focus to the page: back to the first field the error names (WCAG 3.3.1).
      firstField.current?.focus();
    }
  };

  return (
    <section className={`card ${styles.login}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.loginWithYourCard}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate={false}>
        <label htmlFor={`${id}-mobile`}>{words.mobileNumber}</label>
        <input
          ref={firstField}
          className={fields.input}
          id={`${id}-mobile`}
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={16}
          value={mobile}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setMobile(event.target.value)}
        />
        <label htmlFor={`${id}-pin`}>{words.pin}</label>
        <input
          id={`${id}-pin`}
          className={fields.input}
          name="securityPin"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          required
          minLength={PIN_LENGTH}
          maxLength={PIN_LENGTH}
          pattern={`\\d{${PIN_LENGTH}}`}
          value={pin}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
        />
        <FormError id={`${id}-error`} message={error} className={panel.error} />
        <div className="button-row">
          <BusyButton busy={pending} busyLabel={words.loggingIn}>
            {words.logIn}
          </BusyButton>
          <button type="button" className="button button--ghost" onClick={() => showView('choice')}>
            {common.back}
          </button>
        </div>
      </form>
    </section>
  );
}
