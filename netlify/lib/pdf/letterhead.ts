import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { postalAddress, site } from '../../../src/content/site';
import type { TextStyle, TextWriter } from './fonts';

/** What the site's PDFs share: the page size, the colours of the site's palette and the letterhead. */

export const INK = rgb(0.114, 0.082, 0.188); // --color-text
export const MUTED = rgb(0.31, 0.275, 0.388); // --color-text-muted
export const PRIMARY = rgb(0.357, 0.129, 0.714); // --color-primary
export const BORDER = rgb(0.867, 0.827, 0.925); // --color-border
export const SOFT = rgb(0.953, 0.929, 0.984); // --color-surface-alt
export const ACCENT = rgb(0.961, 0.62, 0.043); // --color-saffron

export const A4: [number, number] = [595.28, 841.89];

/** The letterhead of every document: institute, company, address and contacts; the y below it. */
export async function letterhead(page: PDFPage, writer: TextWriter, centreX: number, top: number): Promise<number> {
  const lines: [string, TextStyle][] = [
    [site.instituteName, { size: 22, weight: 'bold', color: PRIMARY }],
    [site.legalName, { size: 11, color: MUTED }],
    [postalAddress, { size: 10, color: MUTED }],
    [`${site.email}  ·  ${site.phone}`, { size: 10, color: MUTED }],
  ];
  let y = top;
  for (const [text, style] of lines) {
    await writer.drawCentred(page, text, centreX, y, style);
    y -= style.size + 8;
  }
  return y;
}

/** Where an A4 letter's content is drawn: its page, the left margin and the y below what is drawn so far. */
export interface LetterCursor {
  page: PDFPage;
  margin: number;
  width: number;
  y: number;
}

/** A new A4 letter page: the palette's band at the top, the letterhead, a rule and the heading. */
export async function startLetter(doc: PDFDocument, writer: TextWriter, heading: string): Promise<LetterCursor> {
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const margin = 56;
  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: PRIMARY });
  let y = await letterhead(page, writer, width / 2, height - 64);
  y -= 10;
  page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 1, color: BORDER });
  y -= 36;
  await writer.draw(page, heading, margin, y, { size: 20, weight: 'bold', color: INK });
  return { page, margin, width, y };
}

/** The one value the reader must keep (a registration number, an investor code), large and boxed under its label. */
export async function drawKeptValue(writer: TextWriter, at: LetterCursor, label: string, value: string): Promise<void> {
  const { page, margin, width, y } = at;
  page.drawRectangle({ x: margin, y: y - 46, width: width - 2 * margin, height: 58, color: SOFT, borderColor: BORDER });
  await writer.draw(page, label, margin + 16, y - 10, { size: 10, color: MUTED });
  await writer.draw(page, value, margin + 16, y - 36, { size: 22, weight: 'bold', color: PRIMARY });
}

/** Label and value rows, each underlined; the y below the last. */
export async function drawRows(writer: TextWriter, at: LetterCursor, rows: [string, string][]): Promise<number> {
  const { page, margin, width } = at;
  let y = at.y;
  for (const [label, value] of rows) {
    await writer.draw(page, label, margin, y, { size: 11, color: MUTED });
    await writer.draw(page, value, margin + 150, y, { size: 12, color: INK });
    y -= 10;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5, color: BORDER });
    y -= 18;
  }
  return y;
}
