import type { Locale } from '../../../src/domain/locale';
import { json } from './responses';
import { type Refusal, type RefusalCode, refusalWords, type ServerMessageKey } from './server-messages';

/**
 * The one error shape of every function: `{ "success": false, "code": "…", "error": "…" }`. `code` names the
 * refusal for programs (stable: the catalogue's namespace `server`); `error` is its words in the caller's language.
 */
export interface ErrorBody {
  success: false;
  code: RefusalCode;
  error: string;
}

export type ClientErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429;

/**
 * A client mistake, as a code: the handler turns it into its words in the caller's language. Anything else thrown
 * becomes a generic 500.
 */
export class HttpError extends Error {
  readonly status: ClientErrorStatus;
  readonly refusal: Refusal;
  readonly headers: Record<string, string>;

  constructor(status: ClientErrorStatus, refusal: Refusal, headers: Record<string, string> = {}) {
    super(refusalWords(refusal, 'en'));
    this.name = 'HttpError';
    this.status = status;
    this.refusal = refusal;
    this.headers = headers;
  }

  get code(): RefusalCode {
    return this.refusal.code;
  }
}

/** A refusal with a fixed message. */
export const refuse = (status: ClientErrorStatus, code: ServerMessageKey, headers?: Record<string, string>) =>
  new HttpError(status, { code }, headers);

/** A request whose shape is wrong: `detail` names the field and the rule, the same in every language. */
export const badRequest = (detail: string) => new HttpError(400, { code: 'invalidRequest', detail });
export const unauthorized = (code: ServerMessageKey) => refuse(401, code);
export const forbidden = (code: ServerMessageKey) => refuse(403, code);
export const notFound = (code: ServerMessageKey = 'notFound') => refuse(404, code);
export const conflict = (code: ServerMessageKey) => refuse(409, code);
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, { code: 'payloadTooLarge', n: Math.floor(limitBytes / 1024) });
export const methodNotAllowed = (allowed: readonly string[]) =>
  refuse(405, 'methodNotAllowed', { Allow: allowed.join(', ') });

export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { code: 'tooManyAttempts', n: seconds }, { 'Retry-After': String(seconds) });
};

/** A shared counter or lock stayed contended: the request is refused (fail closed), never served uncounted. */
export const tooBusy = () => refuse(429, 'tooBusy', { 'Retry-After': '1' });

/** The body of a refusal in a language, with any fields the route adds (`code` and `error` come last and win). */
export function refusalBody(refusal: Refusal, locale: Locale, extra: object = {}): ErrorBody {
  return { ...extra, success: false, code: refusal.code, error: refusalWords(refusal, locale) };
}

/** A refusal's answer in a language (also for the 5xx a route answers itself). */
export function refusalResponse(
  status: number,
  refusal: Refusal,
  locale: Locale,
  headers: Record<string, string> = {},
): Response {
  return json(refusalBody(refusal, locale), { status, headers });
}

/** The error's answer, in the caller's language. */
export const httpErrorResponse = (error: HttpError, locale: Locale) =>
  refusalResponse(error.status, error.refusal, locale, error.headers);
