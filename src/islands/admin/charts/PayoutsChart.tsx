import { useMemo } from 'react';
import { formatRupees } from '../../../domain/money';
import { formatMonth } from '../../../i18n/format';
import { adminChartsWords } from '../../../i18n/namespaces/admin-charts';
import { loadPayouts } from '../../../stores/admin-charts';
import { useLocale, useWords } from '../../common/use-messages';
import BarChart from './BarChart';
import { useChartData } from './use-chart-data';

/** The investors section's chart: money paid out to investors per month of the last 12 (India months). */
export default function PayoutsChart({ onExpired }: { onExpired: () => void }) {
  const words = useWords(adminChartsWords);
  const locale = useLocale();
  const { data, error } = useChartData(loadPayouts, onExpired);
  const payouts = data?.months;

  const chart = useMemo(() => {
    if (!payouts) return null;
    const amounts = payouts.map((p) => p.amount);
    const most = Math.max(0, ...amounts);
    const top = payouts[amounts.indexOf(most)]?.month ?? '';
    const month = (m: string | undefined) => (m ? formatMonth(m, locale) : '');
    const [from, to] = [month(payouts[0]?.month), month(payouts.at(-1)?.month)];
    return {
      series: [{ label: words.paidOutColumn, values: amounts, colorToken: '--color-primary' }],
      categories: payouts.map((p) => formatMonth(p.month, locale, 'short')),
      rowNames: payouts.map((p) => formatMonth(p.month, locale)),
      summary:
        most === 0
          ? words.payoutsNone(from, to)
          : words.payoutsSummary(
              formatRupees(amounts.reduce((a, b) => a + b, 0)),
              from,
              to,
              month(top),
              formatRupees(most),
            ),
    };
  }, [payouts, words, locale]);

  if (error) return <p role="alert">{error}</p>;
  if (!chart) return <p role="status">{words.loading}</p>;
  return (
    <BarChart
      testId="chart-payouts"
      heading={words.payoutsHeading}
      caption={words.payoutsCaption}
      summary={chart.summary}
      categories={chart.categories}
      rowNames={chart.rowNames}
      series={chart.series}
      stacked={false}
      xTitle={words.monthAxis}
      yTitle={words.rupeesAxis}
      formatValue={formatRupees}
      firstColumn={words.monthColumn}
    />
  );
}
