import type { z } from 'zod';
import { validate } from './body';
import { badRequest } from './errors';

/**
 * A GET call's query string read with a zod schema: 400 naming every problem, including a parameter given twice
 * (which of the two would count is a guess) and one the schema does not know, named as part of the query.
 */
export function readQuery<T extends z.core.$ZodType>(url: URL, schema: T): z.infer<T> {
  const repeated = [...new Set(url.searchParams.keys())].filter((key) => url.searchParams.getAll(key).length > 1);
  if (repeated.length > 0) throw badRequest(repeated.map((key) => `${key}: give ${key} only once`).join('; '));
  const query = validate(schema, Object.fromEntries(url.searchParams), { root: 'query' });
  if (!query.ok) throw badRequest(query.problems.join('; '));
  return query.data;
}
