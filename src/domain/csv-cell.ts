/**
 * The one CSV writer of every export (the applications, the audit log): RFC 4180 with every cell in double quotes
 * and inner quotes doubled, so no separator inside a value, a comma or the semicolon that spreadsheets in many
 * locales split on, ever splits a cell ("Dyslexia;=1+1" stays one cell). A text cell that a spreadsheet would run as
 * a formula, one starting with =, +, -, @, a tab or a carriage return, gets a leading apostrophe (OWASP's advice on
 * CSV injection): the sheet shows it as text. A number is written as it is: -3 is a number, never a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One cell, quoted; null and undefined are an empty cell. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One row, CRLF-terminated; `separator` is the comma unless a reader expects another. */
export const csvLine = (cells: readonly CsvValue[], separator = ',') => `${cells.map(csvCell).join(separator)}\r\n`;
