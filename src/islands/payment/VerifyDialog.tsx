import { type SubmitEvent, useId, useRef, useState } from 'react';
import { compactInvestorCode } from '../../domain/investor-code';
import { investorCodeWords } from '../../i18n/namespaces/investor-code';
import { paymentWords } from '../../i18n/namespaces/payment';
import { toastsWords } from '../../i18n/namespaces/toasts';
import { verifyInvestor } from '../../stores/investor-verify';
import { $paymentInvestor } from '../../stores/payment-investor';
import { toast } from '../../stores/toasts';
import BusyButton from '../common/BusyButton';
import InvestorCodeField from '../common/InvestorCodeField';
import Modal from '../common/Modal';
import { useCheckedInvestorCode } from '../common/use-checked-investor-code';
import { useWords } from '../common/use-messages';
import styles from './PaymentSchedule.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [paymentWords, investorCodeWords, toastsWords];

/** The dialog's toasts replace each other: a success dismisses the failures before it. */
const VERIFY_TOPIC = 'investor-verify';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The investor's details are in $paymentInvestor. */
  onVerified: () => void;
}

/** The modal "View My Payment Details" dialog: a native <dialog> (focus kept inside, Escape closes, labelled). */
export default function VerifyDialog({ open, onClose, onVerified }: Props) {
  const words = useWords(paymentWords);
  const toastWords = useWords(toastsWords);
  const { code, setCode, problem, check, refuse } = useCheckedInvestorCode();
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const compact = compactInvestorCode(code);
    if (!compact) {
      // The fixed title is "Error" (in the page's language). The destructive variant would prefix "Error: "; the
      // toast store does not double it (displayTitle), so the visitor reads "Error" and the description once,
      // announced as an alert.
      toast({ title: toastWords.error, description: words.enterCode, variant: 'destructive', topic: VERIFY_TOPIC });
      refuse(words.enterCode);
      inputRef.current?.focus();
      return;
    }
    if (!check()) {
      inputRef.current?.focus();
      return;
    }
    setLoading(true);
    const outcome = await verifyInvestor(compact);
    setLoading(false);
    const failed = (title: string, description: string) =>
      toast({ title, description, variant: 'destructive', topic: VERIFY_TOPIC });
    if (outcome === 'network') {
      failed(words.verificationFailed, words.unableToVerify);
    } else if (outcome === 'invalid') {
      failed(words.invalidCode, words.checkCode);
      refuse(words.checkCode);
      inputRef.current?.focus();
    } else if ('throttled' in outcome) {
      // Throttling came after the fixed texts (docs/DECISIONS.md, Security 3): say so instead of "check your code".
      failed(words.verificationFailed, outcome.throttled);
    } else {
      toast({
        title: words.verificationSuccessful,
        description: words.welcome(outcome.investor.fullName),
        topic: VERIFY_TOPIC,
      });
      setCode('');
      $paymentInvestor.set({ ...outcome, via: 'dialog' });
      onVerified();
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      className={styles.dialog}
    >
      <form onSubmit={(event) => void onSubmit(event)}>
        <h2 id={`${id}-title`}>{words.viewDetails}</h2>
        <p id={`${id}-intro`}>{words.dialogIntro}</p>
        <InvestorCodeField ref={inputRef} value={code} onChange={setCode} error={problem} />
        <div className={styles.dialogActions}>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {words.cancel}
          </button>
          <BusyButton busy={loading} busyLabel={words.verifying} disabled={code.trim() === ''}>
            {words.verify}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
