import { isTodayOrLater } from '../domain/india-time';
import type { Locale } from '../domain/locale';
import { formatDate } from './format';
import type { Messages } from './messages/en';

/** The investor dashboard's dates in the page's words and language, decided when they are viewed. */
type Words = Messages['investorDashboard'];

/**
 * The Next Payment card's date: the investor's own payment date while that day is today or later in India; once it
 * has passed, the date with a sentence saying so, never a past date shown as next (docs/DECISIONS.md, Trust).
 */
export function nextPaymentDateText(upcomingPaymentDate: string, now: Date, words: Words, locale: Locale): string {
  const date = formatDate(upcomingPaymentDate, locale);
  return isTodayOrLater(upcomingPaymentDate, now) ? date : words.paymentDatePassed(date);
}

/** The statement note: the next statement's date while it is ahead; once passed, that the statement is ready. */
export function statementNote(nextStatementDate: string | undefined, now: Date, words: Words, locale: Locale): string {
  return nextStatementDate && isTodayOrLater(nextStatementDate, now)
    ? words.nextStatement(formatDate(nextStatementDate, locale))
    : words.statementReady;
}
