import type { z } from 'zod';
import { validate } from '../http/body';
import { ImportError, type SourceRow } from './import-rows';

/** A row that passed its schema, with the line it came from. */
export interface ValidRow<T> {
  line: number;
  row: T;
}

/** The field that must be unique across an import file, and its value in a row (undefined: the row has none). */
export interface UniqueField<T> {
  field: string;
  key: (row: T) => string | undefined;
}

/** Every row validated with its schema, `unique` never repeated: the valid rows and every problem, by line. */
export function checkRows<S extends z.core.$ZodType>(
  rows: readonly SourceRow[],
  schema: S,
  unique: UniqueField<z.output<S>>,
): { valid: ValidRow<z.output<S>>[]; problems: string[] } {
  const problems: string[] = [];
  const valid: ValidRow<z.output<S>>[] = [];
  for (const { line, value } of rows) {
    const result = validate(schema, value);
    if (result.ok) valid.push({ line, row: result.data });
    else problems.push(...result.problems.map((problem) => `line ${line}: ${problem}`));
  }
  const seen = new Map<string, number>();
  for (const { line, row } of valid) {
    const key = unique.key(row);
    if (key === undefined) continue;
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push(`line ${line}: ${unique.field}: duplicate of line ${earlier}`);
    seen.set(key, line);
  }
  return { valid, problems };
}

/**
 * Validates every row of an import (checkRows). Every problem is reported at once, by line, in one ImportError
 * (docs/IMPORT.md), so nothing is written unless every row is valid.
 */
export function validateRows<S extends z.core.$ZodType>(
  rows: readonly SourceRow[],
  schema: S,
  unique: UniqueField<z.output<S>>,
): ValidRow<z.output<S>>[] {
  const { valid, problems } = checkRows(rows, schema, unique);
  if (problems.length > 0) throw new ImportError(problems);
  return valid;
}
