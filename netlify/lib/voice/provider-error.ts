/**
 * Typed failure of a voice provider. `kind` tells a handler how to answer:
 * invalid_input -> 400, unsupported_audio -> 415, voice_not_found -> 404, the rest are provider-side
 * (the fallback wrapper answers them with the embedded engine).
 */
export type ProviderErrorKind =
  | 'invalid_input'
  | 'unsupported_audio'
  | 'voice_not_found'
  | 'quota_exceeded'
  | 'unauthorized'
  | 'rate_limited'
  | 'validation'
  | 'upstream'
  | 'network'
  | 'engine_failure';

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  /** HTTP status the provider answered, when there was an answer. */
  readonly status: number | undefined;
  /** Seconds to wait, from a 429's Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number | undefined; retryAfterSeconds?: number | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Errors that are the caller's fault: falling back to another engine would not help. */
export function isClientError(error: unknown): error is ProviderError {
  return (
    error instanceof ProviderError &&
    (error.kind === 'invalid_input' || error.kind === 'unsupported_audio' || error.kind === 'voice_not_found')
  );
}
