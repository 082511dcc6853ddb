import { indiaIsoDate } from '../../domain/india-time';
import type { Locale } from '../../domain/locale';
import { formatRupees } from '../../domain/money';
import { cycleCalendar, paymentCalendar } from '../../domain/payment-calendar';
import { investorCycle } from '../../domain/payment-cycle';
import { type MonthPayment, monthPayments } from '../../domain/payment-months';
import { formatDate } from '../../i18n/format';
import { paymentWords } from '../../i18n/namespaces/payment';
import { $paymentInvestor } from '../../stores/payment-investor';
import { useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './PaymentSchedule.module.css';
import { useCurrentYear } from './use-current-year';

interface Props {
  /** The year the page was built in; replaced by the visitor's current year on hydration. */
  buildYear: number;
  /** What the premium plan pays the investor after a profit month and after a loss month, in rupees. */
  profit: number;
  loss: number;
  /** The basic plan's share in the page's language ("Profit share of 0.01% of total company profit"). */
  basicReturns: string;
  lang?: Locale;
}

const monthNames: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }),
};

/**
 * The premium plan's twelve payment dates of the current year; for the signed-in or verified investor, the dates of
 * their own cycle (a basic investor's four quarterly dates), each tile also saying whether that month was paid (and
 * how much), is upcoming, or has no payment recorded.
 */
export default function PaymentCalendar({ buildYear, profit, loss, basicReturns, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, paymentWords);
  const words = useWords(paymentWords, locale);
  const year = useCurrentYear(buildYear);
  const shown = useStore($paymentInvestor);
  const cycle = shown && investorCycle(shown.investor);
  const calendar = cycle ? cycleCalendar(year, cycle) : paymentCalendar(year);
  const quarterly = cycle?.frequency === 'quarterly';
  const premium = shown?.investor.accountType !== 'Basic';
  const own =
    shown &&
    monthPayments(calendar, shown.transactions, indiaIsoDate(new Date()), premium ? { profit, loss } : undefined);
  const stateText = (payment: MonthPayment) => {
    if (payment.state === 'paid') return words.monthPaid(formatRupees(payment.amount), payment.month);
    return payment.state === 'upcoming' ? words.monthUpcoming : words.monthNone;
  };
  return (
    <>
      {quarterly && <p className={styles.calendarIntro}>{words.quarterlyIntro(year)}</p>}
      <ol className={styles.calendar} aria-label={words.calendarLabel(year)}>
        {calendar.map(({ date, adjusted, label }, index) => {
          const iso = date.toISOString().slice(0, 10);
          const payment = own?.[index];
          return (
            <li key={iso} className={`${styles.tile} ${payment ? styles[payment.state] : ''}`}>
              <h3>{monthNames[locale].format(date)}</h3>
              <p className={styles.tileDate}>
                <time dateTime={iso}>{formatDate(date, locale)}</time>
              </p>
              <p className={`${styles.label} ${adjusted ? styles.adjusted : styles.regular}`}>{words.labels[label]}</p>
              {payment && <p className={styles.monthState}>{stateText(payment)}</p>}
              <dl className={styles.amounts}>
                {premium ? (
                  <>
                    <div>
                      <dt>{words.profitMonth}</dt>
                      <dd>{formatRupees(profit)}</dd>
                    </div>
                    <div>
                      <dt>{words.lossMonth}</dt>
                      <dd>{formatRupees(loss)}</dd>
                    </div>
                  </>
                ) : (
                  <div>
                    <dt>{words.quarterShare}</dt>
                    <dd>{basicReturns}</dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
    </>
  );
}
