import { z } from 'zod';
import { badRequest, payloadTooLarge, refuse } from './errors';

// The shared schemas (src/domain, src/api) are built with zod/mini, which carries no messages: where their rules give
// none, the server describes the problem in zod's English.
z.config(z.locales.en());

export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** A form on another site can post text/plain without a preflight; JSON endpoints take application/json only. */
function assertJsonMediaType(req: Request): void {
  const mediaType = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw refuse(415, 'jsonMediaType');
}

/** Reads the raw body, refusing more than `limit` bytes (413) whether or not Content-Length is honest. */
export async function readBodyBytes(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export interface DescribeOptions {
  /** Keep the schema's message for a missing field too: a schema whose messages are in the caller's language. */
  ownWords?: boolean;
  /** What a problem of the whole value is named after: the body (default) or the query string. */
  root?: 'body' | 'query';
}

/** "investorCode: investorCode is required" — one problem, naming the field. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  { ownWords = false, root = 'body' }: DescribeOptions = {},
): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
  const missing = !ownWords && issue.code === 'invalid_type' && issue.input === undefined;
  return `${field}: ${missing ? `${field} is required` : issue.message}`;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; problems: string[] };

/** safeParse with every problem described by describeIssue. */
export function validate<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
  options: DescribeOptions = {},
): Validation<z.infer<T>> {
  // reportInput lets describeIssue tell a missing field from a wrong type.
  const result = z.safeParse(schema, value, { reportInput: true });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, problems: result.error.issues.map((issue) => describeIssue(issue, options)) };
}

/** Parses a value with a zod schema, answering 400 naming the first bad field on failure. */
export function parseWith<T extends z.core.$ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = validate(schema, value);
  if (!result.ok) throw badRequest(result.problems[0] ?? 'Invalid request');
  return result.data;
}

/**
 * Reads a JSON body with a size limit and validates it: 415 unless sent as application/json, 413, 400 "Request body
 * must be JSON", 400 naming the field.
 */
export async function readJson<T extends z.core.$ZodType>(
  req: Request,
  schema: T,
  limit = DEFAULT_BODY_LIMIT,
): Promise<z.infer<T>> {
  assertJsonMediaType(req);
  const bytes = await readBodyBytes(req, limit);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw refuse(400, 'notJson');
  }
  return parseWith(schema, value);
}
