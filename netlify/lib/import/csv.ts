/** One CSV record and the (1-based) line of the file it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: comma separated (or by `separator`, e.g. the semicolon of many locales' spreadsheets), fields
 * optionally in double quotes, "" for a quote inside quotes, quoted fields may span lines, LF or CRLF line ends, an
 * optional UTF-8 byte-order mark. Blank lines are skipped.
 */
export function parseCsv(text: string, separator = ','): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let sawContent = false;

  const endRecord = () => {
    cells.push(cell);
    if (sawContent || cells.length > 1 || cell !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    sawContent = false;
  };

  for (let i = 0; i < input.length; i++) {
    const char = input.charAt(i);
    if (quoted) {
      if (char === '"' && input.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      if (cell !== '') throw new Error(`line ${line}: a quote may only open a field`);
      quoted = true;
      sawContent = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
      sawContent = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input.charAt(i + 1) === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new Error(`line ${recordLine}: a quoted field is not closed`);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
