import {
  cycleCode,
  LAST_CYCLE_DAY,
  PAYMENT_FREQUENCIES,
  type PaymentCycle,
  parseCycleCode,
} from '../../../src/domain/payment-cycle';
import english from '../../../src/i18n/messages/en/investor-dashboard';

/**
 * The import format's texts of the payment terms ("13th of every month", "Within 48 hours") and the values the
 * record stores (src/domain/payment-terms.ts), both ways. A text is recognised when it reads exactly as the English
 * edition words a value (case and spacing aside); any other text is kept as written and shown as written.
 */

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const numberIn = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN);

/** The cycle a text names, or null. */
export function cycleFromText(text: string): PaymentCycle | null {
  const day = numberIn(text);
  if (!Number.isInteger(day) || day < 1 || day > LAST_CYCLE_DAY) return null;
  const frequency = PAYMENT_FREQUENCIES.find((f) => normalised(english.cycles[f](day)) === normalised(text));
  return frequency ? { frequency, day } : null;
}

/** The processing time a text names, or null. */
export function processingFromText(text: string): { hours: number; afterVerification: boolean } | null {
  const hours = numberIn(text);
  if (!Number.isInteger(hours) || hours < 1) return null;
  const afterVerification = [false, true].find(
    (after) => normalised(english.processingWithin(hours, after)) === normalised(text),
  );
  return afterVerification === undefined ? null : { hours, afterVerification };
}

interface TermsInput {
  paymentReleaseDate?: string | undefined;
  paymentProcessingTime?: string | undefined;
  paymentCycle?: string | undefined;
  processingHours?: number | undefined;
  processingAfterVerification?: boolean | undefined;
}

type WithTerms<A> = Omit<A, 'paymentReleaseDate' | 'paymentProcessingTime'> & {
  paymentReleaseDate: string;
  paymentProcessingTime: string;
};

/**
 * The account with both shapes of its payment terms: a value given wins and sets the text; a text alone sets the
 * value it names (records stored before the values existed read this way). PAYMENT_TERMS_RULES guarantee one of each.
 */
export function withPaymentTerms<A extends TermsInput>(account: A): WithTerms<A> {
  const result: TermsInput = { ...account };
  const cycle = account.paymentCycle ? parseCycleCode(account.paymentCycle) : null;
  const fromText = cycle ? null : cycleFromText(account.paymentReleaseDate ?? '');
  if (cycle) result.paymentReleaseDate = english.cycles[cycle.frequency](cycle.day);
  else if (fromText) {
    result.paymentCycle = cycleCode(fromText);
    result.paymentReleaseDate = english.cycles[fromText.frequency](fromText.day);
  }
  const processing =
    account.processingHours !== undefined
      ? { hours: account.processingHours, afterVerification: account.processingAfterVerification ?? false }
      : processingFromText(account.paymentProcessingTime ?? '');
  if (processing) {
    result.processingHours = processing.hours;
    result.paymentProcessingTime = english.processingWithin(processing.hours, processing.afterVerification);
    if (processing.afterVerification) result.processingAfterVerification = true;
    else delete result.processingAfterVerification;
  }
  return result as WithTerms<A>;
}
