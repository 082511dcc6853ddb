import { formatPaymentDate } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import type { Messages } from '../i18n/messages/en';
import { investorDashboardWords } from '../i18n/messages/en/investor-dashboard';
import { indiaIsoDate } from './india-time';

/**
 * The Next Payment card's date, decided when it is viewed: the investor's own payment date while that day is today
 * or later in India; once it has passed, the date with a sentence saying so, never a past date shown as next
 * (docs/DECISIONS.md, Trust: dates that pass). `words` and `locale` are the page's.
 */
export function nextPaymentDateText(
  upcomingPaymentDate: string,
  now: Date,
  words: Messages['investorDashboard'] = investorDashboardWords.en,
  locale: Locale = 'en',
): string {
  const date = formatPaymentDate(upcomingPaymentDate, locale);
  return upcomingPaymentDate >= indiaIsoDate(now) ? date : words.paymentDatePassed(date);
}
