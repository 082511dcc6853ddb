import { type SubmitEvent, useEffect, useId, useRef } from 'react';
import { investorWords } from '../../i18n/namespaces/investor';
import { $investorLoginPending, login } from '../../stores/investor-session';
import BusyButton from '../common/BusyButton';
import InvestorCodeField from '../common/InvestorCodeField';
import type { IntentProps } from '../common/on-demand';
import { useCheckedInvestorCode } from '../common/use-checked-investor-code';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './InvestorPortal.module.css';

interface Props {
  /** Focus the code field when shown (after Logout). */
  focusInput: boolean;
  /** Starting to log in (pointer over, focus in or touch of the form) starts loading the dashboard. */
  intent: IntentProps;
}

/** The logged-out view's form: one code field and Access Account. */
export default function InvestorLogin({ focusInput, intent }: Props) {
  const words = useWords(investorWords);
  const pending = useStore($investorLoginPending);
  const { code, setCode, problem, check, refuse } = useCheckedInvestorCode();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (focusInput) inputRef.current?.focus();
  }, [focusInput]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) {
      inputRef.current?.focus();
      return;
    }
    const outcome = await login(code);
    if (outcome.kind === 'refused') refuse(outcome.reason);
  };

  return (
    <section className={`card ${styles.login}`} aria-labelledby={`${id}-heading`} {...intent}>
      <h2 id={`${id}-heading`}>{words.loginHeading}</h2>
      <p>{words.loginIntro}</p>
      <form onSubmit={(event) => void onSubmit(event)}>
        <InvestorCodeField ref={inputRef} value={code} onChange={setCode} error={problem} required />
        <BusyButton busy={pending} busyLabel={words.authenticating}>
          {words.accessAccount}
        </BusyButton>
      </form>
    </section>
  );
}
