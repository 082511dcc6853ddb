import type { Locale } from '../../../src/domain/locale';
import type { InvestorRecord } from './records';
import { statementContent } from './statement-content';

const segments = new Intl.Segmenter('hi', { granularity: 'grapheme' });
/** Pads to a width in letters as a reader sees them (a Devanagari letter with its marks counts once). */
const padEnd = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - [...segments.segment(text)].length));

const RULE = '='.repeat(96);
const THIN_RULE = '-'.repeat(96);

const row = (cells: readonly string[], widths: readonly number[]) =>
  cells
    .map((cell, i) => {
      const width = widths[i];
      return width === undefined ? cell : padEnd(cell, width);
    })
    .join('  ')
    .trimEnd();

/** A plain-text account statement in the page's language: company, investor, period, every transaction, totals. */
export function renderStatement(record: InvestorRecord, now = new Date(), locale: Locale = 'en'): string {
  const { words, company, details, entries, totals, footer } = statementContent(record, now, locale);
  const field = ([label, value]: [string, string]) => `${padEnd(label, 22)}${value}`;
  // The date column fits the longest date the site writes: "30 September 2026".
  const widths = [17, 8, 20, 6, 12];

  const lines = [
    company.name,
    company.address,
    company.contact,
    RULE,
    words.title,
    RULE,
    ...details.map(field),
    '',
    words.transactions,
    THIN_RULE,
    row(words.columns, widths),
    THIN_RULE,
    ...(entries.length === 0
      ? [words.noTransactions]
      : entries.map((e) => row([e.date, e.time, e.id, e.type, e.amount, e.description], widths))),
    THIN_RULE,
    ...totals.map(field),
    RULE,
    footer,
    '',
  ];
  return lines.join('\n');
}
