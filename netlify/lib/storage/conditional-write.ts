import type { Store } from '@netlify/blobs';

/**
 * A conditional write whose answer is checked, the one way this project writes with onlyIfNew / onlyIfMatch.
 *
 * Why: @netlify/blobs 11.1.1 reports every answer to a conditional write other than 412 as written
 * (`modified: true`), with an empty ETag when the server sent none: a 409, a 5xx after its retries, a proxy's
 * error page. A real write always answers with the new ETag, so `modified` without one is not trusted: the blob is
 * read back, and the write counts as done only when it holds exactly what was written (callers put something unique
 * in what they write, an id or a random number, whenever "someone else wrote the same" must not count as theirs).
 */
export type WriteCondition = { onlyIfNew: true } | { onlyIfMatch: string };

/** What `set` / `setJSON` of @netlify/blobs answer to a conditional write. */
export interface ConditionalAnswer {
  modified: boolean;
  etag?: string;
}

/** Whether the server confirmed the write: modified, with the new blob's ETag. */
export const confirmed = (answer: ConditionalAnswer) => answer.modified && Boolean(answer.etag);

/**
 * Writes `value` (a string as it is, anything else as JSON) under `condition`. True when it is stored; false when
 * the condition failed (or an unconfirmed answer left something else, or nothing, under the key).
 */
export async function writeIf(store: Store, key: string, value: unknown, condition: WriteCondition): Promise<boolean> {
  return (await writeIfTagged(store, key, value, condition)) !== false;
}

/**
 * writeIf that also tells the stored blob's ETag, so the writer can write it again conditionally without reading it
 * first: false when not stored; `etag` is missing when the write was confirmed by reading it back.
 */
export async function writeIfTagged(
  store: Store,
  key: string,
  value: unknown,
  condition: WriteCondition,
): Promise<{ etag?: string } | false> {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const answer =
    typeof value === 'string' ? await store.set(key, text, condition) : await store.setJSON(key, value, condition);
  if (confirmed(answer)) return { etag: answer.etag as string };
  if (!answer.modified) return false;
  return (await store.get(key, { type: 'text' })) === text ? {} : false;
}

/** Attempts of a write whose answer was lost (neither confirmed nor refused by its condition) before giving up. */
export const LOST_WRITE_ATTEMPTS = 3;
