import { formatPaymentDate } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import type { Messages } from '../i18n/messages/en';
import { investorDashboardWords } from '../i18n/messages/en/investor-dashboard';
import { indiaIsoDate } from './india-time';

/**
 * The investor dashboard's statement note, decided when it is viewed: the fixed sentence with the investor's own
 * next statement date while that day is today or later; once it has passed, never a past date called "next".
 * `words` and `locale` are the page's: the sentence and the date are in its language.
 */
export function statementNote(
  nextStatementDate: string | undefined,
  now: Date,
  words: Messages['investorDashboard'] = investorDashboardWords.en,
  locale: Locale = 'en',
): string {
  const today = indiaIsoDate(now);
  if (nextStatementDate && nextStatementDate >= today) {
    return words.nextStatement(formatPaymentDate(nextStatementDate, locale));
  }
  return words.statementReady;
}
