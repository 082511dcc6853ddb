import { useMemo } from 'react';
import { ADMISSION_STATUSES, type CourseOption } from '../../../domain/admission';
import { formatDate, formatDayMonth } from '../../../i18n/format';
import { formatCount } from '../../../i18n/format-count';
import { adminChartsWords } from '../../../i18n/namespaces/admin-charts';
import { loadAdmissionStats } from '../../../stores/admin-charts';
import { useLocale, useWords } from '../../common/use-messages';
import BarChart from './BarChart';
import { useChartData } from './use-chart-data';

/** A colour per status, from the site's tokens, told apart by more than hue (and named in the legend). */
const STATUS_COLOURS = {
  pending: '--color-warning',
  approved: '--color-info',
  rejected: '--color-text-muted',
} as const;

/**
 * The admissions section's charts: applications per day of the last 8 weeks (India days), stacked by status, and
 * applications by course. Asked for once the dashboard is shown (after sign-in).
 */
export default function AdmissionsCharts({ courses, onExpired }: { courses: CourseOption[]; onExpired: () => void }) {
  const words = useWords(adminChartsWords);
  const locale = useLocale();
  const { data: stats, error } = useChartData(loadAdmissionStats, onExpired);

  const days = useMemo(() => {
    if (!stats) return null;
    const series = ADMISSION_STATUSES.map((status) => ({
      label: words.statusNames[status],
      values: stats.days.map((day) => day.byStatus[status]),
      colorToken: STATUS_COLOURS[status],
    }));
    const totals = stats.days.map((day) => ADMISSION_STATUSES.reduce((sum, s) => sum + day.byStatus[s], 0));
    const most = Math.max(0, ...totals);
    const busiest = stats.days[totals.indexOf(most)]?.date ?? '';
    const first = stats.days[0]?.date ?? '';
    const last = stats.days.at(-1)?.date ?? '';
    return {
      series,
      categories: stats.days.map((day) => formatDayMonth(day.date, locale)),
      rowNames: stats.days.map((day) => formatDate(day.date, locale)),
      summary: words.admissionsSummary(
        totals.reduce((a, b) => a + b, 0),
        formatDate(first, locale),
        formatDate(last, locale),
        busiest ? formatDate(busiest, locale) : '',
        most,
      ),
    };
  }, [stats, words, locale]);

  const byCourse = useMemo(() => {
    if (!stats) return null;
    const label = (id: string) => courses.find((c) => c.id === id)?.label ?? id;
    const names = stats.byCourse.map((c) => label(c.course));
    // On the axis a course's name without its details in brackets ("Voice acting (free, 6 months)"), so four fit
    // side by side on a phone; the table has the whole names.
    const short = names.map((name) => name.replace(/\s*\(.*\)$/, ''));
    return {
      series: [
        {
          label: words.applicationsColumn,
          values: stats.byCourse.map((c) => c.count),
          colorToken: '--color-primary',
        },
      ],
      names,
      short,
      summary: words.coursesSummary(stats.byCourse.map((c, i) => `${names[i]} ${formatCount(c.count)}`).join(', ')),
    };
  }, [stats, words, courses]);

  if (error) return <p role="alert">{error}</p>;
  if (!days || !byCourse) return <p role="status">{words.loading}</p>;
  return (
    <section aria-label={words.admissionsHeading}>
      <BarChart
        testId="chart-admissions-days"
        heading={words.admissionsHeading}
        caption={words.admissionsCaption}
        summary={days.summary}
        categories={days.categories}
        rowNames={days.rowNames}
        series={days.series}
        stacked
        xTitle={words.dayAxis}
        yTitle={words.applicationsAxis}
        formatValue={formatCount}
        firstColumn={words.dateColumn}
        totalColumn={words.totalColumn}
      />
      <BarChart
        testId="chart-admissions-courses"
        heading={words.coursesHeading}
        caption={words.coursesCaption}
        summary={byCourse.summary}
        categories={byCourse.short}
        rowNames={byCourse.names}
        series={byCourse.series}
        stacked={false}
        xTitle={words.courseAxis}
        yTitle={words.applicationsAxis}
        formatValue={formatCount}
        firstColumn={words.courseColumn}
      />
    </section>
  );
}
