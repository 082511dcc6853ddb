import { z } from 'zod';

/** A blob whose JSON does not match its schema: a server fault (a bug, an old format, a hand edit), never the caller's. */
export class StoredRecordError extends Error {
  constructor(storeName: string, issues: readonly z.core.$ZodIssue[]) {
    // Field paths and zod's messages only: keys and values can be personal (mobile numbers, names).
    const fields = issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ');
    super(`A record in the "${storeName}" store does not match its schema: ${fields}`);
    this.name = 'StoredRecordError';
  }
}

/**
 * A blob's JSON (from `store.get(key, { type: 'json' })`) parsed with its schema; null (no blob) stays null.
 * A record that does not match throws StoredRecordError, which the function handler logs and answers with the
 * generic 500.
 */
export function parseStored<S extends z.core.$ZodType>(
  schema: S,
  storeName: string,
  data: unknown,
): z.output<S> | null {
  if (data === null) return null;
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw new StoredRecordError(storeName, parsed.error.issues);
  return parsed.data;
}
