import { methodNotAllowed } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 405 with an Allow header when the request's method is not one of `allowed`. */
export function assertMethod(req: Request, allowed: readonly HttpMethod[]): void {
  if (!(allowed as readonly string[]).includes(req.method)) throw methodNotAllowed(allowed);
}
