import type { Locale } from '../../src/domain/locale';
import { json } from './http';
import { localizeServerMessage, SERVER_MESSAGE_FORMATS, SERVER_MESSAGES } from './server-messages';

export { describeWait } from './server-messages';

/** The one error shape of every function: { "success": false, "error": "…" }. */
export interface ErrorBody {
  success: false;
  error: string;
}

export type ClientErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429;

/**
 * A client mistake with a message safe to show. Anything else thrown becomes a generic 500. `translations` holds the
 * message in other languages when it carries a number (a fixed message is translated through server-messages.ts).
 */
export class HttpError extends Error {
  readonly status: ClientErrorStatus;
  readonly headers: Record<string, string>;
  readonly translations: Partial<Record<Locale, string>>;

  constructor(
    status: ClientErrorStatus,
    message: string,
    headers: Record<string, string> = {},
    translations: Partial<Record<Locale, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
    this.translations = translations;
  }
}

/** A message with a number in every language: the English one, and the others for HttpError's translations. */
function formatted(format: keyof typeof SERVER_MESSAGE_FORMATS.en, n: number): [string, { hi: string }] {
  return [SERVER_MESSAGE_FORMATS.en[format](n), { hi: SERVER_MESSAGE_FORMATS.hi[format](n) }];
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = SERVER_MESSAGES.en.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (limitBytes: number) => {
  const [message, translations] = formatted('payloadTooLarge', Math.floor(limitBytes / 1024));
  return new HttpError(413, message, {}, translations);
};
export const methodNotAllowed = (allowed: readonly string[]) =>
  new HttpError(405, SERVER_MESSAGES.en.methodNotAllowed, { Allow: allowed.join(', ') });

export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const [message, translations] = formatted('tooManyAttempts', seconds);
  return new HttpError(429, message, { 'Retry-After': String(seconds) }, translations);
};

export const TOO_BUSY_MESSAGE = SERVER_MESSAGES.en.tooBusy;
/** A shared counter or lock stayed contended: the request is refused (fail closed), never served uncounted. */
export const tooBusy = () => new HttpError(429, TOO_BUSY_MESSAGE, { 'Retry-After': '1' });

export const INTERNAL_ERROR_MESSAGE = SERVER_MESSAGES.en.internalError;

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  const body: ErrorBody = { success: false, error: message };
  return json(body, { status, headers });
}

/** The error's answer, its message in the caller's language where one is known. */
export function httpErrorResponse(error: HttpError, locale: Locale = 'en'): Response {
  const message = error.translations[locale] ?? localizeServerMessage(error.message, locale);
  return errorResponse(error.status, message, error.headers);
}
