import { z } from '../domain/zod';

/**
 * The shape of one HTTP endpoint, shared by the Netlify function that serves it and the browser client that calls
 * it: method, route (`config.path`, with `:name` parameters), the request body's schema, and what comes back.
 * `tests/unit/api-contracts.test.ts` checks that every contract has a function on its path and every function a
 * contract.
 */

/**
 * Every failure answers this body; a contract's `error` schema may add fields (the trial's 403, the form's 400).
 * `code` names the refusal for programs (stable: the keys of src/i18n/messages/en/server.ts), `error` is its words in the
 * language the call asked for (the page's, sent as Accept-Language by ./client.ts). A body without a message still
 * counts as a refusal (its message is then empty and the caller says why).
 */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  code: z.string().check(z.minLength(1)),
  error: z._default(z.string(), ''),
});
export type ApiError = z.output<typeof apiErrorSchema>;

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The names of a route's `:name` parameters. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

interface Endpoint<Path extends string, Error extends z.core.$ZodType> {
  method: Method;
  path: Path;
  /** The failure body; `apiErrorSchema` or an extension of it. */
  error: Error;
}

/** An endpoint that answers JSON. `request` is null for calls without a body. */
export interface JsonContract<
  Path extends string = string,
  Request extends z.core.$ZodType | null = z.core.$ZodType | null,
  Response extends z.core.$ZodType = z.core.$ZodType,
  Error extends z.core.$ZodType = z.core.$ZodType,
> extends Endpoint<Path, Error> {
  kind: 'json';
  request: Request;
  response: Response;
}

/** An endpoint that answers a file (a PDF, an MP3, a text statement) of `contentType`. */
export interface FileContract<
  Path extends string = string,
  Request extends z.core.$ZodType | null = z.core.$ZodType | null,
  Error extends z.core.$ZodType = z.core.$ZodType,
> extends Endpoint<Path, Error> {
  kind: 'file';
  request: Request;
  contentType: string;
}

/**
 * An endpoint whose request is a multipart form (the fields are checked on the server) and whose answer is JSON.
 * A body over `maxBodyBytes` is refused with 413 before the form is read.
 */
export interface FormContract<
  Path extends string = string,
  Response extends z.core.$ZodType = z.core.$ZodType,
  Error extends z.core.$ZodType = z.core.$ZodType,
> extends Endpoint<Path, Error> {
  kind: 'form';
  response: Response;
  maxBodyBytes: number;
}

export type Contract = JsonContract | FileContract | FormContract;

/** The request body a contract takes, as the caller writes it. */
export type RequestOf<C extends Contract> = C extends { request: infer R extends z.core.$ZodType }
  ? z.input<R>
  : undefined;

export const jsonContract = <
  const Path extends string,
  Request extends z.core.$ZodType | null,
  Response extends z.core.$ZodType,
  Error extends z.core.$ZodType = typeof apiErrorSchema,
>(
  contract: Omit<JsonContract<Path, Request, Response, Error>, 'kind' | 'error'> & { error?: Error },
): JsonContract<Path, Request, Response, Error> => ({
  kind: 'json',
  ...contract,
  error: (contract.error ?? apiErrorSchema) as Error,
});

export const fileContract = <
  const Path extends string,
  Request extends z.core.$ZodType | null,
  Error extends z.core.$ZodType = typeof apiErrorSchema,
>(
  contract: Omit<FileContract<Path, Request, Error>, 'kind' | 'error'> & { error?: Error },
): FileContract<Path, Request, Error> => ({
  kind: 'file',
  ...contract,
  error: (contract.error ?? apiErrorSchema) as Error,
});

/** A logout of any session kind: POST without a body, answered `{success: true}` (idempotent). */
export const logoutContract = <const Path extends string>(path: Path) =>
  jsonContract({ method: 'POST', path, request: null, response: z.object({ success: z.literal(true) }) });
export type LogoutContract = ReturnType<typeof logoutContract>;

export const formContract = <const Path extends string, Response extends z.core.$ZodType>(
  contract: Omit<FormContract<Path, Response, typeof apiErrorSchema>, 'kind' | 'error'>,
): FormContract<Path, Response, typeof apiErrorSchema> => ({ kind: 'form', ...contract, error: apiErrorSchema });

/** The URL path of a call: each `:name` of the route replaced by its encoded value. */
export function pathFor<Path extends string>(
  contract: { path: Path },
  params: Record<PathParams<Path>, string>,
): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}
