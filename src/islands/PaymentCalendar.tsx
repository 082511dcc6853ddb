import { formatRupees } from '../domain/money';
import { paymentCalendar } from '../domain/payment-calendar';
import { formatPaymentDate } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import { paymentWords } from '../i18n/messages/en/payment';
import { useIslandLocale, useWords } from '../i18n/use-messages';
import styles from './payment/PaymentSchedule.module.css';
import { useCurrentYear } from './payment/use-current-year';

interface Props {
  /** The year the page was built in; replaced by the visitor's current year on hydration. */
  buildYear: number;
  /** The premium plan's payment in a profit month and in a loss month, in rupees. */
  profit: number;
  loss: number;
  lang?: Locale;
}

const monthNames: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }),
};

/** The premium plan's twelve payment dates of the current year. */
export default function PaymentCalendar({ buildYear, profit, loss, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, paymentWords);
  const words = useWords(paymentWords, locale);
  const year = useCurrentYear(buildYear);
  return (
    <ol className={styles.calendar} aria-label={words.calendarLabel(year)}>
      {paymentCalendar(year).map(({ date, adjusted, label }) => {
        const iso = date.toISOString().slice(0, 10);
        return (
          <li key={iso} className={styles.tile}>
            <h3>{monthNames[locale].format(date)}</h3>
            <p className={styles.tileDate}>
              <time dateTime={iso}>{formatPaymentDate(date, locale)}</time>
            </p>
            <p className={`${styles.label} ${adjusted ? styles.adjusted : styles.regular}`}>{words.labels[label]}</p>
            <dl className={styles.amounts}>
              <div>
                <dt>{words.profitMonth}</dt>
                <dd className={styles.profit}>{formatRupees(profit)}</dd>
              </div>
              <div>
                <dt>{words.lossMonth}</dt>
                <dd className={styles.loss}>{formatRupees(loss)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
