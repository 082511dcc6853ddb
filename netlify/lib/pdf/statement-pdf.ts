import { PDFDocument, type PDFPage } from 'pdf-lib';
import { site } from '../../../src/content/site';
import { displayInvestorCode } from '../../../src/domain/investor-code';
import type { Locale } from '../../../src/domain/locale';
import { inLocale, LANGUAGE_TAGS } from '../../../src/i18n/per-locale';
import type { InvestorRecord } from '../investors/records';
import { type StatementEntry, statementContent } from '../investors/statement-content';
import { type TextStyle, TextWriter } from './fonts';
import { A4, BORDER, drawRows, INK, MUTED, PRIMARY, SOFT, startLetter } from './letterhead';

/**
 * The investor statement as a typeset A4 PDF in the statement's language: the letterhead, the investor's details,
 * every transaction in a table whose header repeats on each page, the totals, and "Page n of N" on every page.
 * The words, order and totals are the text statement's (../investors/statement-content.ts).
 */

const [PAGE_WIDTH, PAGE_HEIGHT] = A4;
const MARGIN = 56;
/** Below this y nothing but the page number is drawn. */
const BOTTOM = 64;
const CELL: TextStyle = { size: 8.5, color: INK };
const HEAD: TextStyle = { size: 8.5, weight: 'bold', color: INK };
const LINE_HEIGHT = 11;
const CELL_PADDING = 4;

/** The table's columns, in the order of `words.columns`; widths in points add up to the text width (483). */
const COLUMNS: { width: number; align: 'left' | 'right'; cell: (e: StatementEntry) => string }[] = [
  { width: 62, align: 'left', cell: (e) => e.date },
  { width: 40, align: 'left', cell: (e) => e.time },
  // Wide enough for the ledger's IDs (TXN-20260914-0001) on one line.
  { width: 90, align: 'left', cell: (e) => e.id },
  { width: 44, align: 'left', cell: (e) => e.type },
  { width: 70, align: 'right', cell: (e) => e.amount },
  { width: PAGE_WIDTH - 2 * MARGIN - 306, align: 'left', cell: (e) => e.description },
];

/** Each cell's lines, wrapped to its column. */
const wrapCells = (writer: TextWriter, cells: readonly string[], style: TextStyle) =>
  Promise.all(COLUMNS.map(async (column, i) => writer.wrap(cells[i] ?? '', column.width - 2 * CELL_PADDING, style)));

/** Draws one table row of wrapped cells with its top at `top`; returns its height. */
async function drawRow(
  writer: TextWriter,
  page: PDFPage,
  cells: string[][],
  top: number,
  style: TextStyle,
  fill?: typeof SOFT,
): Promise<number> {
  const height = Math.max(1, ...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * CELL_PADDING;
  const width = PAGE_WIDTH - 2 * MARGIN;
  if (fill) page.drawRectangle({ x: MARGIN, y: top - height, width, height, color: fill });
  let x = MARGIN;
  for (const [i, column] of COLUMNS.entries()) {
    for (const [n, line] of (cells[i] ?? []).entries()) {
      const y = top - CELL_PADDING - (n + 1) * LINE_HEIGHT + 2.5;
      const left =
        column.align === 'right'
          ? x + column.width - CELL_PADDING - (await writer.width(line, style))
          : x + CELL_PADDING;
      await writer.draw(page, line, left, y, style);
    }
    x += column.width;
  }
  page.drawLine({
    start: { x: MARGIN, y: top - height },
    end: { x: MARGIN + width, y: top - height },
    thickness: 0.5,
    color: BORDER,
  });
  return height;
}

/** The statement of `record` as PDF bytes, in `locale`, as of `now`. */
export async function renderStatementPdf(record: InvestorRecord, now: Date, locale: Locale): Promise<Uint8Array> {
  const { words, details, entries, totals, footer } = statementContent(record, now, locale);
  const code = displayInvestorCode(record.account.uniqueInvestorCode);
  const doc = await PDFDocument.create();
  doc.setTitle(`${words.title} ${code}`);
  doc.setSubject(`${record.fullName}, ${code}`);
  doc.setLanguage(inLocale(locale, LANGUAGE_TAGS));
  doc.setAuthor(site.instituteName);
  doc.setCreator(site.legalName);
  doc.setProducer(site.name);
  doc.setKeywords([code, site.instituteName]);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const writer = await TextWriter.for(doc);

  const letter = await startLetter(doc, writer, words.title);
  let page = letter.page;
  let y = await drawRows(writer, { ...letter, y: letter.y - 30 }, details);
  y -= 8;
  await writer.draw(page, words.transactions, MARGIN, y, { size: 12, weight: 'bold', color: PRIMARY });
  y -= 10;

  const header = await wrapCells(writer, words.columns, HEAD);
  const tableHeader = async () => {
    y -= await drawRow(writer, page, header, y, HEAD, SOFT);
  };
  /** A page after the first: the palette's band, then the institute, the title and the code on one line. */
  const continuationPage = async () => {
    page = doc.addPage(A4);
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: PRIMARY });
    const top = PAGE_HEIGHT - 40;
    await writer.draw(page, site.instituteName, MARGIN, top, { size: 11, weight: 'bold', color: PRIMARY });
    const running = `${words.title} · ${code}`;
    const style: TextStyle = { size: 9, color: MUTED };
    await writer.draw(page, running, PAGE_WIDTH - MARGIN - (await writer.width(running, style)), top, style);
    y = top - 20;
  };

  await tableHeader();
  if (entries.length === 0) {
    await writer.draw(page, words.noTransactions, MARGIN + CELL_PADDING, y - 16, CELL);
    y -= 24;
  }
  for (const entry of entries) {
    const cells = await wrapCells(
      writer,
      COLUMNS.map((column) => column.cell(entry)),
      CELL,
    );
    const height = Math.max(...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * CELL_PADDING;
    if (y - height < BOTTOM) {
      await continuationPage();
      await tableHeader();
    }
    y -= await drawRow(writer, page, cells, y, CELL);
  }

  const footerStyle: TextStyle = { size: 9, color: MUTED };
  const footerLines = await writer.wrap(footer, PAGE_WIDTH - 2 * MARGIN, footerStyle);
  // The totals and the note stay together: three rows of 28 points, the gap above them and the note's lines.
  if (y - (24 + totals.length * 28 + footerLines.length * 13) < BOTTOM) await continuationPage();
  y = await drawRows(writer, { page, margin: MARGIN, width: PAGE_WIDTH, y: y - 24 }, totals);
  for (const line of footerLines) {
    await writer.draw(page, line, MARGIN, y, footerStyle);
    y -= 13;
  }

  const pages = doc.getPages();
  for (const [i, each] of pages.entries()) {
    const number = words.pageOf(i + 1, pages.length);
    const style: TextStyle = { size: 8.5, color: MUTED };
    await writer.draw(each, code, MARGIN, 32, style);
    await writer.draw(each, number, PAGE_WIDTH - MARGIN - (await writer.width(number, style)), 32, style);
  }
  return doc.save();
}
