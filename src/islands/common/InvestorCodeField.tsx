import { type Ref, useId } from 'react';
import { CODE_FORMAT_HINT } from '../../domain/investor-code';
import { CODE_INPUT_MAX_LENGTH, limitInvestorCodeInput } from '../../domain/investor-code-input';
import { investorCodeWords } from '../../i18n/namespaces/investor-code';
import styles from './InvestorCodeField.module.css';
import { useWords } from './use-messages';

interface Props {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** What is wrong with the code, shown next to the field (investorCodeProblem). */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The "Unique Investor Code" field of the portal login and the payment-schedule dialog: uppercase, the display
 * form ATVN-XXXX-XXXX as placeholder and hint, at most 14 typed and 12 code characters (docs/DECISIONS.md, Security 3).
 */
export default function InvestorCodeField({ value, onChange, required = false, error = null, ref }: Props) {
  const words = useWords(investorCodeWords);
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-code`}>{words.label}</label>
      <input
        ref={ref}
        id={`${id}-code`}
        name="investorCode"
        className={styles.input}
        type="text"
        required={required}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CODE_INPUT_MAX_LENGTH}
        placeholder={CODE_FORMAT_HINT}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(limitInvestorCodeInput(event.target.value))}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {words.formatHint}
      </p>
    </div>
  );
}
