import { formatPaymentDate } from '../i18n/format';
import { en, type Messages } from '../i18n/messages/en';
import { indiaIsoDate } from './india-time';

/**
 * The investor dashboard's statement note, decided when it is viewed: the fixed sentence with the investor's own
 * next statement date while that day is today or later; once it has passed, never a past date called "next".
 * `words` is the page's catalogue: the sentence and the date are in its language.
 */
export function statementNote(nextStatementDate: string | undefined, now: Date, words: Messages = en): string {
  const today = indiaIsoDate(now);
  if (nextStatementDate && nextStatementDate >= today) {
    return words.investor.nextStatement(formatPaymentDate(nextStatementDate, words.locale));
  }
  return words.investor.statementReady;
}
