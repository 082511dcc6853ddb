import type { Store } from '@netlify/blobs';
import { parseCsv } from './csv';
import { arrayElementLines } from './json-array-lines';

/**
 * What every import command shares (docs/IMPORT.md): rows from JSON or CSV with the line each starts on, every
 * problem reported at once by line, and all-or-nothing writes.
 */

/** A row still to be validated, with the line it came from. */
export interface SourceRow {
  line: number;
  value: unknown;
}

export class ImportError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Import refused, nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ImportError';
    this.problems = problems;
  }
}

/** Rows of a JSON file: an array of objects (`noun` names them in the error, e.g. "investors"). */
function rowsFromJson(text: string, noun: string): SourceRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportError([`the file is not valid JSON (${(error as Error).message})`]);
  }
  if (!Array.isArray(data)) throw new ImportError([`a JSON import must be an array of ${noun}`]);
  const lines = arrayElementLines(text);
  return data.map((value, index) => ({ line: lines[index] ?? 1, value }));
}

/** Turns one CSV cell into a field value (undefined leaves the field out); may push a problem. */
export type CsvCell = (column: string, raw: string, line: number, problems: string[]) => unknown;

/** Rows of a CSV file: a header row naming the columns (any order, `columns` only), then one row per record. */
function rowsFromCsv(text: string, columns: readonly string[], cell: CsvCell): SourceRow[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new ImportError([(error as Error).message]);
  }
  const [header, ...body] = records;
  if (!header) throw new ImportError(['the CSV file is empty']);
  const named = header.cells.map((name) => name.trim());
  const problems: string[] = [];
  for (const column of named) {
    if (!columns.includes(column)) problems.push(`line ${header.line}: unknown column "${column}"`);
  }
  if (new Set(named).size !== named.length) problems.push(`line ${header.line}: a column appears twice`);
  const rows = body.map(({ line, cells }) => {
    if (cells.length !== named.length) {
      problems.push(`line ${line}: expected ${named.length} fields, found ${cells.length}`);
    }
    const value: Record<string, unknown> = {};
    named.forEach((column, i) => {
      const parsed = cell(column, cells[i] ?? '', line, problems);
      if (parsed !== undefined) value[column] = parsed;
    });
    return { line, value };
  });
  if (problems.length > 0) throw new ImportError(problems);
  return rows;
}

/** How a file's CSV columns become fields: the allowed columns and the cell reader. */
export interface CsvLayout {
  columns: readonly string[];
  cell: CsvCell;
}

/** The rows of an import file in either format; `noun` (plural, e.g. "investors") names them in the errors. */
export function rowsFromFile(text: string, format: 'json' | 'csv', noun: string, csv: CsvLayout): SourceRow[] {
  const rows = format === 'json' ? rowsFromJson(text, noun) : rowsFromCsv(text, csv.columns, csv.cell);
  if (rows.length === 0) throw new ImportError([`the file has no ${noun}`]);
  return rows;
}

/** A numeric CSV cell as a number; a malformed one stays text, so that validation names the problem. */
export const csvNumber = (value: string): number | string => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);

/**
 * Writes records, one blob per key (existing keys are replaced). If a write fails, the blobs already written are
 * restored to their previous state, so an import never stays half-applied.
 */
export async function writeAllOrNothing(store: Store, records: ReadonlyMap<string, unknown>): Promise<void> {
  const previous = new Map<string, string | null>();
  for (const key of records.keys()) previous.set(key, await store.get(key, { type: 'text' }));
  const written: string[] = [];
  try {
    for (const [key, record] of records) {
      await store.setJSON(key, record);
      written.push(key);
    }
  } catch (error) {
    for (const key of written) {
      const before = previous.get(key);
      if (before === null || before === undefined) await store.delete(key);
      else await store.set(key, before);
    }
    throw error;
  }
}
