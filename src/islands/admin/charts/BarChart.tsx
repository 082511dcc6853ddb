import { useEffect, useId, useRef, useState } from 'react';
import { adminChartsWords } from '../../../i18n/namespaces/admin-charts';
import { useWords } from '../../common/use-messages';
import styles from './Charts.module.css';
import type { BarChartSpec } from './draw-bar-chart';

/**
 * A bar chart people can look at and a screen reader can read: the canvas is an image labelled with a summary, the
 * legend names each colour (never colour alone), and a table with the same numbers and a caption sits under it,
 * visually hidden until "Show as table". chart.js is fetched when the first chart is drawn (draw-bar-chart.ts).
 */
interface Props extends Omit<BarChartSpec, 'categories'> {
  testId: string;
  heading: string;
  caption: string;
  /** The canvas's text alternative: what the chart shows, in a sentence. */
  summary: string;
  /** Short names on the axis ("7 Dec") and full ones in the table ("7 December 2026"), one per bar. */
  categories: readonly string[];
  rowNames: readonly string[];
  firstColumn: string;
  /** A last column summing the series (for stacked bars). */
  totalColumn?: string;
}

export default function BarChart(props: Props) {
  const words = useWords(adminChartsWords);
  const canvas = useRef<HTMLCanvasElement>(null);
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const { categories, series, stacked, xTitle, yTitle, formatValue } = props;

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    import('./draw-bar-chart')
      .then(({ drawBarChart }) => {
        if (gone || !canvas.current) return;
        chart = drawBarChart(canvas.current, { categories, series, stacked, xTitle, yTitle, formatValue });
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [categories, series, stacked, xTitle, yTitle, formatValue]);

  const total = (row: number) => series.reduce((sum, s) => sum + (s.values[row] ?? 0), 0);
  return (
    <figure className={styles.chart} data-testid={props.testId} aria-labelledby={headingId}>
      <h3 id={headingId}>{props.heading}</h3>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-label={words.legend}>
          {series.map((s) => (
            <li key={s.label}>
              <span className={styles.swatch} style={{ background: `var(${s.colorToken})` }} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.canvasBox}>
        <canvas ref={canvas} role="img" aria-label={props.summary} />
      </div>
      {failed ? <p role="alert">{words.notDrawn}</p> : null}
      <button
        type="button"
        className="button button--ghost"
        // The table is always there for screen readers; the button shows it on the page too.
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? words.hideTable : words.showTable}
      </button>
      {/* A region keyboard users can scroll when the table is wider than a phone. */}
      <section
        id={tableId}
        className={tableShown ? styles.tableBox : 'visually-hidden'}
        aria-label={props.caption}
        tabIndex={tableShown ? 0 : -1}
      >
        <table className={styles.table}>
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.firstColumn}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
              {props.totalColumn ? <th scope="col">{props.totalColumn}</th> : null}
            </tr>
          </thead>
          <tbody>
            {props.rowNames.map((name, row) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {series.map((s) => (
                  <td key={s.label}>{formatValue(s.values[row] ?? 0)}</td>
                ))}
                {props.totalColumn ? <td>{formatValue(total(row))}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}
