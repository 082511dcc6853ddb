import { type FormEvent, useId, useRef, useState } from 'react';
import type { VerifiedInvestor } from '../../domain/investor';
import { compactInvestorCode } from '../../domain/investor-code';
import { investorCodeWords } from '../../i18n/messages/en/investor-code';
import { paymentWords } from '../../i18n/messages/en/payment';
import { toastsWords } from '../../i18n/messages/en/toasts';
import { useWords } from '../../i18n/use-messages';
import { verifyInvestor } from '../../stores/investor-verify';
import { toast } from '../../stores/toasts';
import BusyButton from '../common/BusyButton';
import InvestorCodeField from '../common/InvestorCodeField';
import Modal from '../common/Modal';
import { useCheckedInvestorCode } from '../common/use-checked-investor-code';
import styles from './PaymentSchedule.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [paymentWords, investorCodeWords, toastsWords];

interface Props {
  open: boolean;
  onClose: () => void;
  onVerified: (investor: VerifiedInvestor) => void;
}

/** The modal "View My Payment Details" dialog: a native <dialog> (focus kept inside, Escape closes, labelled). */
export default function VerifyDialog({ open, onClose, onVerified }: Props) {
  const words = useWords(paymentWords);
  const toastWords = useWords(toastsWords);
  const { code, setCode, problem, check } = useCheckedInvestorCode();
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const compact = compactInvestorCode(code);
    if (!compact) {
      // The fixed title is "Error" (in the page's language). The destructive variant would prefix "Error: "; the
      // toast store does not double it (displayTitle), so the visitor reads "Error" and the description once,
      // announced as an alert.
      toast({ title: toastWords.error, description: words.enterCode, variant: 'destructive' });
      return;
    }
    if (!check()) {
      inputRef.current?.focus();
      return;
    }
    setLoading(true);
    const outcome = await verifyInvestor(compact);
    setLoading(false);
    if (outcome === 'network') {
      toast({ title: words.verificationFailed, description: words.unableToVerify, variant: 'destructive' });
    } else if (outcome === 'invalid') {
      toast({ title: words.invalidCode, description: words.checkCode, variant: 'destructive' });
    } else if ('throttled' in outcome) {
      // Throttling came after the fixed texts (docs/DECISIONS.md, Security 3): say so instead of "check your code".
      toast({ title: words.verificationFailed, description: outcome.throttled, variant: 'destructive' });
    } else {
      toast({ title: words.verificationSuccessful, description: words.welcome(outcome.investor.fullName) });
      setCode('');
      onVerified(outcome.investor);
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
