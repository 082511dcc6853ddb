import { formatRupees } from '../domain/money';
import { formatOrdinalDate, paymentCalendar } from '../domain/payment-calendar';
import styles from './payment/PaymentSchedule.module.css';
import { useCurrentYear } from './payment/use-current-year';

interface Props {
  /** The year the page was built in; replaced by the visitor's current year on hydration. */
  buildYear: number;
  /** The premium plan's payment in a profit month and in a loss month, in rupees. */
  profit: number;
  loss: number;
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** The premium plan's twelve payment dates of the current year. */
export default function PaymentCalendar({ buildYear, profit, loss }: Props) {
  const year = useCurrentYear(buildYear);
  return (
    <ol className={styles.calendar} aria-label={`Payment dates ${year}`}>
      {paymentCalendar(year).map(({ date, adjusted, label }) => {
        const iso = date.toISOString().slice(0, 10);
        return (
          <li key={iso} className={styles.tile}>
            <h3>{monthName.format(date)}</h3>
            <p className={styles.tileDate}>
              <time dateTime={iso}>{formatOrdinalDate(date)}</time>
            </p>
            <p className={`${styles.label} ${adjusted ? styles.adjusted : styles.regular}`}>{label}</p>
            <dl className={styles.amounts}>
              <div>
                <dt>Profit month</dt>
                <dd className={styles.profit}>{formatRupees(profit)}</dd>
              </div>
              <div>
                <dt>Loss month</dt>
                <dd className={styles.loss}>{formatRupees(loss)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
