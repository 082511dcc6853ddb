import { useEffect, useRef, useState } from 'react';
import type { AppliedBatch } from '../../domain/admission-schemas';
import type { Intake } from '../../domain/admissions-deadline';
import { localePath } from '../../domain/locale';
import { appliedBatchName } from '../../i18n/applied-batch';
import { failureMessage } from '../../i18n/failure-message';
import { formatDate } from '../../i18n/format';
import { admissionWords } from '../../i18n/namespaces/admission';
import { failuresWords } from '../../i18n/namespaces/failures';
import { downloadApplicationSlip } from '../../stores/admission-slip';
import CopyButton from '../common/CopyButton';
import FormError from '../common/FormError';
import { useLocale, useWords } from '../common/use-messages';
import styles from './ApplicationResult.module.css';
import errorText from './FieldError.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [failuresWords];

/** What a submission ended in: a new application, or the one this browser already sent in the last 24 hours. */
export type Outcome =
  | { kind: 'created'; registrationNumber: string; intake: Intake; batch?: AppliedBatch | undefined; email: string }
  | { kind: 'duplicate'; registrationNumber: string; message: string };

interface Props {
  outcome: Outcome;
}

/**
 * The registration number in place of the form (on one line, with a copy button), the slip to download, where the
 * confirmation was mailed and where to follow the application; focused so it is read at once.
 */
export default function ApplicationResult({ outcome }: Props) {
  const words = useWords(admissionWords);
  const failures = useWords(failuresWords);
  const locale = useLocale();
  const [slipError, setSlipError] = useState('');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);

  async function downloadSlip() {
    setSlipError('');
    const failure = await downloadApplicationSlip(outcome.registrationNumber);
    setSlipError(failure === null ? '' : failureMessage(words.downloadingSlip, failure, failures));
  }

  return (
    <div className={styles.result} ref={box} tabIndex={-1} role="status">
      {outcome.kind === 'created' ? (
        <>
          <h3>{words.receivedHeading}</h3>
          {outcome.batch ? (
            <p>
              {words.forBatch(appliedBatchName(outcome.batch, locale), formatDate(outcome.batch.startDate, locale))}
            </p>
          ) : (
            outcome.intake === 'next' && <p>{words.forNextBatch}</p>
          )}
          <p>{words.thanks}</p>
        </>
      ) : (
        <>
          <h3>{words.duplicateHeading}</h3>
          <p>
            {outcome.message} {words.yourNumberIs}
          </p>
        </>
      )}
      <div className={styles.numberRow}>
        <p className={styles.number} data-testid="registration-number">
          {outcome.registrationNumber}
        </p>
        <CopyButton text={outcome.registrationNumber} label={words.copyNumber} copiedLabel={words.numberCopied} />
      </div>
      <p>{words.keepNumber}</p>
      {outcome.kind === 'created' && <p>{words.confirmationMailed(outcome.email)}</p>}
      <p>
        {words.followAtPortal} <a href={localePath('/student-portal', locale)}>{words.studentPortal}</a>
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void downloadSlip()}>
          {words.downloadSlip}
        </button>
      </div>
      <FormError message={slipError} className={errorText.error} />
    </div>
  );
}
