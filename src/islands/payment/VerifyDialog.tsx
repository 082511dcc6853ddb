import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { investorVerifyResponseSchema, type VerifiedInvestor } from '../../domain/investor';
import { compactInvestorCode } from '../../domain/investor-code';
import { toast } from '../../stores/toasts';
import InvestorCodeField from '../common/InvestorCodeField';
import { useCheckedInvestorCode } from '../common/use-checked-investor-code';
import styles from './PaymentSchedule.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onVerified: (investor: VerifiedInvestor) => void;
}

type Outcome = { investor: VerifiedInvestor } | { throttled: string } | 'invalid' | 'network';

/** POST /api/investor/verify. "invalid" covers a non-ok status, success false and an answer of the wrong shape. */
async function verify(compactCode: string): Promise<Outcome> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch('/api/investor/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ investorCode: compactCode }),
    });
    body = await response.json();
  } catch {
    return 'network';
  }
  if (response.status === 429) {
    const error = (body as { error?: unknown } | null)?.error;
    return { throttled: typeof error === 'string' && error ? error : 'Too many attempts. Please try again later.' };
  }
  const parsed = investorVerifyResponseSchema.safeParse(body);
  return response.ok && parsed.success ? { investor: parsed.data.investor } : 'invalid';
}

/** The modal "View My Payment Details" dialog: a native <dialog> (focus kept inside, Escape closes, labelled). */
export default function VerifyDialog({ open, onClose, onVerified }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { code, setCode, problem, check } = useCheckedInvestorCode();
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const compact = compactInvestorCode(code);
    if (!compact) {
      // SPEC.md section 8's title is "Error". The destructive variant would prefix "Error: "; the toast store does not
      // double it (displayTitle), so the visitor reads "Error" and the description once, announced as an alert.
      toast({ title: 'Error', description: 'Please enter your unique investor code.', variant: 'destructive' });
      return;
    }
    if (!check()) {
      inputRef.current?.focus();
      return;
    }
    setLoading(true);
    const outcome = await verify(compact);
    setLoading(false);
    if (outcome === 'network') {
      toast({
        title: 'Verification Failed',
        description: 'Unable to verify investor code. Please try again.',
        variant: 'destructive',
      });
    } else if (outcome === 'invalid') {
      toast({
        title: 'Invalid Investor Code',
        description: 'Please check your unique investor code and try again.',
        variant: 'destructive',
      });
    } else if ('throttled' in outcome) {
      // Not in SPEC.md's catalogue (throttling is DECISIONS.md's addition): say so instead of "check your code".
      toast({ title: 'Verification Failed', description: outcome.throttled, variant: 'destructive' });
    } else {
      toast({
        title: 'Verification Successful',
        description: `Welcome ${outcome.investor.fullName}! Your payment details are now visible.`,
      });
      setCode('');
      onVerified(outcome.investor);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
    >
      <form onSubmit={(event) => void onSubmit(event)}>
        <h2 id={`${id}-title`}>View My Payment Details</h2>
        <p id={`${id}-intro`}>Enter your unique investor code to see your payment details.</p>
        <InvestorCodeField ref={inputRef} value={code} onChange={setCode} error={problem} />
        <div className={styles.dialogActions}>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={loading || code.trim() === ''}>
            {loading ? 'Verifying...' : 'Verify & View Details'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
