import { useEffect, useId, useRef, useState } from 'react';
import { displayInvestorCode } from '../../domain/investor-code';
import type { Locale } from '../../domain/locale';
import { formatRupees } from '../../domain/money';
import { commonWords } from '../../i18n/namespaces/common';
import { paymentWords } from '../../i18n/namespaces/payment';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand } from '../../loading/on-demand';
import { $paymentInvestor, loadSignedInInvestor } from '../../stores/payment-investor';
import { toast } from '../../stores/toasts';
import InputReady from '../common/InputReady';
import { intentToUse, useOnDemand } from '../common/on-demand';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './PaymentSchedule.module.css';
import { useCurrentYear } from './use-current-year';

// The dialog is not on screen at first: its code (the investor code check) loads on first use.
const verifyDialog = onDemand(() => importAgain(() => import('./VerifyDialog')).then(withPageWords));

interface Props {
  /** "Payment Schedule"; the current year is appended at run time. */
  heading: string;
  lede?: string | undefined;
  /** The year the page was built in; replaced by the visitor's current year on hydration. */
  buildYear: number;
  lang?: Locale;
}

/**
 * The payment schedule's hero: title with the current year, then View My Payment Details or the investor's banner (the
 * investor signed in on /investor-portal, or the one the dialog verified): verified, or still being processed.
 */
export default function PaymentSchedule({ heading, lede, buildYear, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, paymentWords, commonWords);
  const words = useWords(paymentWords, locale);
  const common = useWords(commonWords, locale);
  const dialog = useOnDemand(verifyDialog);
  const VerifyDialog = dialog.module?.default;
  const year = useCurrentYear(buildYear);
  const [dialogOpen, setDialogOpen] = useState(false);
  const investor = useStore($paymentInvestor)?.investor;
  const processing = investor?.accountVerificationStatus === 'processing';
  const bannerRef = useRef<HTMLElement>(null);
  const id = useId();

  // An investor signed in on /investor-portal is not asked for the code again.
  useEffect(() => void loadSignedInInvestor(), []);

  const openDialog = async () => {
    if (!(await dialog.use(() => setDialogOpen(true)))) toast({ title: common.networkError, variant: 'destructive' });
  };

  const onVerified = () => {
    setDialogOpen(false);
    // The button that opened the dialog is gone; the banner takes the focus.
    requestAnimationFrame(() => bannerRef.current?.focus());
  };

  return (
    <LocaleContext value={locale}>
      <h1>
        {heading} {year}
      </h1>
      {lede && <p className="lede">{lede}</p>}
      {investor ? (
        <section
          ref={bannerRef}
          className={`${styles.banner} ${processing ? styles.processing : ''}`}
          tabIndex={-1}
          aria-labelledby={`${id}-banner`}
        >
          <h2 id={`${id}-banner`} className={styles.bannerTitle}>
            {processing ? words.processingHeading : words.verifiedHeading}
          </h2>
          {processing && <p className={styles.bannerNote}>{words.processingNote}</p>}
          <dl>
            <div>
              <dt>{words.investor}</dt>
              <dd>{investor.fullName}</dd>
            </div>
            <div>
              <dt>{words.investorCode}</dt>
              <dd>{displayInvestorCode(investor.investorCode)}</dd>
            </div>
            <div>
              <dt>{words.investmentAmount}</dt>
              <dd>{formatRupees(investor.investmentAmount)}</dd>
            </div>
            <div>
              <dt>{words.plan}</dt>
              <dd>{words.planValue(investor.accountType)}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button--light"
            aria-busy={dialog.loading || undefined}
            onClick={() => void openDialog()}
            {...intentToUse(verifyDialog)}
          >
            {words.viewDetails}
          </button>
        </div>
      )}
      {VerifyDialog && <VerifyDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onVerified={onVerified} />}
      <InputReady />
    </LocaleContext>
  );
}
