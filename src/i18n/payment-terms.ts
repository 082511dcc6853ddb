import type { InvestorAccount } from '../domain/investor';
import type { Locale } from '../domain/locale';
import { parseCycleCode } from '../domain/payment-cycle';
import type { Messages } from './messages/en';
import { inLocale } from './per-locale';

type Words = Messages['investorDashboard'];

type Terms = Pick<
  InvestorAccount,
  'paymentReleaseDate' | 'paymentProcessingTime' | 'paymentCycle' | 'processingHours' | 'processingAfterVerification'
>;

/** The Next Payment card's cycle in the page's words; a stored text that names no value is shown as written. */
export function cycleText(account: Terms, words: Words): string {
  const cycle = account.paymentCycle ? parseCycleCode(account.paymentCycle) : null;
  return cycle ? words.cycles[cycle.frequency](cycle.day) : account.paymentReleaseDate;
}

/** The Next Payment card's processing time in the page's words, or the stored text as written. */
export function processingText(account: Terms, words: Words): string {
  return account.processingHours === undefined
    ? account.paymentProcessingTime
    : words.processingWithin(account.processingHours, account.processingAfterVerification ?? false);
}

/**
 * What staff wrote, in the page's language: the Hindi edition shows the Hindi text when there is one, else the English
 * one (and the English edition the English one, else the Hindi one).
 */
export function staffText(english: string | undefined, hindi: string | undefined, locale: Locale): string | undefined {
  return inLocale(locale, { en: english || hindi, hi: hindi || english });
}
