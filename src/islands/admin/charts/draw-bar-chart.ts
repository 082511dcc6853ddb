import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

/**
 * Draws a bar chart with chart.js: only the bar controller, its element, the two scales and the tooltip are
 * registered, so the rest of the library is left out of the bundle. Loaded with `import()` by BarChart.tsx when a
 * chart is shown (after sign-in), never with the page. The legend is the component's HTML list, not the canvas's.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Up to this many bars, each keeps its name on the axis. */
const MAX_NAMED_BARS = 6;

export interface BarSeries {
  label: string;
  values: readonly number[];
  /** A colour token of the site, e.g. "--color-info" (src/styles/tokens.css): the legend's swatch shows the same. */
  colorToken: string;
}

export interface BarChartSpec {
  categories: readonly string[];
  series: readonly BarSeries[];
  stacked: boolean;
  xTitle: string;
  yTitle: string;
  /** A value on the axis and in the tooltip, e.g. rupees. */
  formatValue: (value: number) => string;
}

export function drawBarChart(canvas: HTMLCanvasElement, spec: BarChartSpec): Chart<'bar'> {
  const style = getComputedStyle(canvas);
  // The page's text colour and fonts (Devanagari included) on the axes, in either edition and colour scheme.
  const font = { family: style.fontFamily, size: 12 };
  const color = style.color;
  const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const title = (text: string) => ({ display: true, text, color, font });
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: [...spec.categories],
      datasets: spec.series.map((series) => ({
        label: series.label,
        data: [...series.values],
        backgroundColor: token(series.colorToken),
        // A light edge between stacked parts, so neighbours stay apart whatever one's colour vision.
        borderColor: '#ffffff',
        borderWidth: spec.stacked ? { top: 1 } : 0,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${spec.formatValue(Number(item.raw))}` },
        },
      },
      scales: {
        x: {
          stacked: spec.stacked,
          title: title(spec.xTitle),
          // Every bar named when there are few (the courses); days and months only as many as fit.
          ticks: { color, font, autoSkip: spec.categories.length > MAX_NAMED_BARS, maxRotation: 0 },
        },
        y: {
          stacked: spec.stacked,
          beginAtZero: true,
          title: title(spec.yTitle),
          ticks: { color, font, precision: 0, callback: (value) => spec.formatValue(Number(value)) },
        },
      },
    },
  });
}
