import { z } from '../domain/zod';
import { failuresWords } from '../i18n/namespaces/failures';
import { pageLocale, pageWords } from '../i18n/page-locale';
import { type ApiFailure, type ApiResult, unreached } from './api-result';
import {
  apiErrorSchema,
  type Contract,
  type FileContract,
  type FormContract,
  type JsonContract,
  type PathParams,
  pathFor,
  type RequestOf,
} from './contract';

/**
 * The browser's one way to call the API: every answer is read here, through its contract, into a typed result.
 * This is the only place that reads the `{success: false, error}` body.
 *
 * Every call says the page's language in `Accept-Language` (from `<html lang>`), and the functions write their
 * messages in it. A header rather than a `lang` query parameter: the URLs of the contracts stay as they are, it
 * travels the same way on JSON, multipart, file and event-stream calls, and it is HTTP's own way to ask for a
 * language. The page sets it explicitly, so the browser's own language list never decides: an English page always
 * gets English.
 */

/** The texts of its failures (src/i18n/part-words.ts): whoever loads this module on demand loads them with it. */
export const namespaces = [failuresWords];

type ParamsOption<C extends Contract> = [PathParams<C['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<C['path']>, string> };
type BodyOption<C extends Contract> = RequestOf<C> extends undefined ? { body?: undefined } : { body: RequestOf<C> };
/** `query`: the query string's parameters; undefined and empty values are left out. */
export type CallOptions<C extends Contract> = ParamsOption<C> &
  BodyOption<C> & { signal?: AbortSignal; query?: Record<string, string | undefined> };

/** The URL of a call: the route with its parameters filled in, then the query. */
export function urlOf(
  contract: Contract,
  options: { params?: Record<string, string> | undefined; query?: Record<string, string | undefined> | undefined },
): string {
  const path = options.params ? pathFor<string>(contract, options.params) : contract.path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The headers every call sends: what it accepts and the page's language. */
function baseHeaders(accept: string): Record<string, string> {
  return { Accept: accept, 'Accept-Language': pageLocale() };
}

function requestInit(contract: Contract, accept: string, body: unknown, signal?: AbortSignal): RequestInit {
  const init: RequestInit = { method: contract.method, headers: baseHeaders(accept), credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers = { ...baseHeaders(accept), 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  if (signal) init.signal = signal;
  return init;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(url: string, init: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, init);
  } catch {
    return null;
  }
}

/** A failed answer: the server's message when the body has the contract's error shape, else `fallback`. */
function failureOf<E extends z.core.$ZodType>(
  response: Response,
  body: unknown,
  errorSchema: E,
  fallback = `${response.status}: ${response.statusText}`,
): ApiFailure<z.output<E>> {
  const details = z.safeParse(errorSchema, body).data ?? null;
  const said: unknown = (details as { error?: unknown } | null)?.error ?? z.safeParse(apiErrorSchema, body).data?.error;
  return { ok: false, status: response.status, error: typeof said === 'string' && said ? said : fallback, details };
}

async function readBody(response: Response): Promise<unknown> {
  return parseJson(await response.text().catch(() => ''));
}

/** A JSON answer through its schemas. A 2xx answer that does not match the contract is a failure too. */
async function readJsonAnswer<R extends z.core.$ZodType, E extends z.core.$ZodType>(
  response: Response,
  responseSchema: R,
  errorSchema: E,
): Promise<ApiResult<z.output<R>, z.output<E>>> {
  const body = await readBody(response);
  if (!response.ok) return failureOf(response, body, errorSchema);
  const parsed = z.safeParse(responseSchema, body);
  if (parsed.success) return { ok: true, value: parsed.data, headers: response.headers };
  return failureOf(response, body, errorSchema, pageWords(failuresWords).unreadableAnswer);
}

/** Calls a JSON endpoint. */
export async function callJson<C extends JsonContract>(
  contract: C,
  options: CallOptions<C>,
): Promise<ApiResult<z.output<C['response']>, z.output<C['error']>>> {
  const init = requestInit(contract, 'application/json', options.body, options.signal);
  const response = await send(urlOf(contract, options), init);
  if (!response) return unreached();
  return readJsonAnswer<C['response'], C['error']>(response, contract.response, contract.error);
}

/** Sends a multipart form to an endpoint that answers JSON. */
export async function callForm<C extends FormContract>(
  contract: C,
  form: FormData,
): Promise<ApiResult<z.output<C['response']>, z.output<C['error']>>> {
  const response = await send(contract.path, {
    method: contract.method,
    headers: baseHeaders('application/json'),
    credentials: 'same-origin',
    body: form,
  });
  if (!response) return unreached();
  return readJsonAnswer<C['response'], C['error']>(response, contract.response, contract.error);
}

/** Calls an endpoint that answers a file: the file as a Blob, or the failure. */
export async function callFile<C extends FileContract>(
  contract: C,
  options: CallOptions<C>,
): Promise<ApiResult<Blob, z.output<C['error']>>> {
  const init = requestInit(contract, contract.contentType, options.body, options.signal);
  const response = await send(urlOf(contract, options), init);
  if (!response) return unreached();
  if (!response.ok) return failureOf<C['error']>(response, await readBody(response), contract.error);
  try {
    return { ok: true, value: await response.blob(), headers: response.headers };
  } catch {
    return unreached();
  }
}

/**
 * Opens an endpoint that may answer a Server-Sent Events stream; the caller reads the events (the chat reads them
 * with `readChatResponse`). Rejects like `fetch` when the server is not reached or the signal aborts.
 */
export function openEventStream<C extends JsonContract>(contract: C, options: CallOptions<C>): Promise<Response> {
  return fetch(urlOf(contract, options), requestInit(contract, 'text/event-stream', options.body, options.signal));
}

/** The file name a download answer gives in Content-Disposition, or the fallback. */
export function attachmentName(headers: Headers, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;
}
