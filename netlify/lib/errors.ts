import { json } from './http';

/** The one error shape of every function: { "success": false, "error": "…" }. */
export interface ErrorBody {
  success: false;
  error: string;
}

export type ClientErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429;

/** A client mistake with a message safe to show. Anything else thrown becomes a generic 500. */
export class HttpError extends Error {
  readonly status: ClientErrorStatus;
  readonly headers: Record<string, string>;

  constructor(status: ClientErrorStatus, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `Request body must be at most ${Math.floor(limitBytes / 1024)} KB`);
export const methodNotAllowed = (allowed: readonly string[]) =>
  new HttpError(405, 'Method not allowed', { Allow: allowed.join(', ') });
/** "45 seconds", "15 minutes", "23 hours 5 minutes": how long a wait is, in words. */
export function describeWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 120) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  const rest = minutes % 60;
  return `${plural(Math.floor(minutes / 60), 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`;
}

export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `Too many attempts. Please try again in ${describeWait(seconds)}.`, {
    'Retry-After': String(seconds),
  });
};

export const TOO_BUSY_MESSAGE = 'Too many requests at once. Please try again.';
/** A shared counter or lock stayed contended: the request is refused (fail closed), never served uncounted. */
export const tooBusy = () => new HttpError(429, TOO_BUSY_MESSAGE, { 'Retry-After': '1' });

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  const body: ErrorBody = { success: false, error: message };
  return json(body, { status, headers });
}

export function httpErrorResponse(error: HttpError): Response {
  return errorResponse(error.status, error.message, error.headers);
}
