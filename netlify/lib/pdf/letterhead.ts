import { type PDFPage, rgb } from 'pdf-lib';
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
