import { type DateChoice, type DatePreset, isOutOfOrder, presetDates } from '../../domain/submitted-dates';
import { formatDate } from '../../i18n/format';
import { adminDatesWords } from '../../i18n/namespaces/admin-dates';
import { useLocale, useWords } from '../common/use-messages';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';

/**
 * The applications' "Submitted" filter: any time, today, this week (the last 7 days, today included) or dates the
 * member chooses, all in India time. Today and This week show the dates they stand for; chosen dates out of order
 * are named next to the field and nothing is loaded (src/domain/submitted-dates.ts).
 */

interface Props {
  choice: DateChoice;
  /** Today's India date, the latest a member can choose. */
  today: string;
  onChange: (choice: DateChoice) => void;
}

/** Noon in India on an India date: the same date in every zone the formatter may be given. */
const middayInIndia = (date: string) => `${date}T12:00:00+05:30`;

export default function SubmittedFilter({ choice, today, onChange }: Props) {
  const words = useWords(adminDatesWords);
  const locale = useLocale();
  const named = choice.preset === 'today' || choice.preset === 'week' ? presetDates(choice.preset, new Date()) : null;
  const outOfOrder = isOutOfOrder(choice);

  return (
    <>
      <div className={styles.control}>
        <label htmlFor="admin-submitted">{words.submitted}</label>
        <select
          id="admin-submitted"
          className={fields.input}
          value={choice.preset}
          aria-describedby={named ? 'admin-submitted-dates' : undefined}
          onChange={(e) => onChange({ ...choice, preset: e.target.value as DatePreset })}
        >
          <option value="any">{words.anyTime}</option>
          <option value="today">{words.today}</option>
          <option value="week">{words.thisWeekFilter}</option>
          <option value="range">{words.chooseDates}</option>
        </select>
        {named && (
          <span id="admin-submitted-dates" className={styles.hint}>
            {words.datesShown(
              formatDate(middayInIndia(named.from), locale),
              formatDate(middayInIndia(named.to), locale),
            )}
          </span>
        )}
      </div>
      {choice.preset === 'range' && (
        <fieldset className={styles.dates} aria-describedby={outOfOrder ? 'admin-dates-error' : undefined}>
          <legend className={styles.hint}>{words.datesLegend}</legend>
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className={styles.control}>
              <label htmlFor={`admin-${end}`}>{end === 'from' ? words.fromDate : words.toDate}</label>
              <input
                id={`admin-${end}`}
                className={fields.input}
                type="date"
                max={today}
                value={choice[end]}
                aria-invalid={outOfOrder || undefined}
                onChange={(e) => onChange({ ...choice, [end]: e.target.value })}
              />
            </div>
          ))}
          {outOfOrder && (
            <p id="admin-dates-error" className={styles.error} role="alert">
              {words.datesOutOfOrder}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
