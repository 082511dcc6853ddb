import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who made the request being handled, for code deep in a call (the audit log) that is not handed the Call: the
 * caller's address as client-ip.ts reads it and the browser's User-Agent. `handler()` runs every route inside one;
 * code outside a request (the command-line scripts) sees none.
 */
export interface RequestContext {
  ip: string;
  userAgent: string;
}

/** A User-Agent is the client's to choose: longer than any real browser's, it is cut so no entry can be bloated. */
export const USER_AGENT_MAX_LENGTH = 256;

/**
 * One store per process, however many copies of this module are loaded (each AsyncLocalStorage adds work to every
 * promise the process makes: the rush test loads 200 copies of a function, as 200 instances on Netlify).
 */
const STORAGE = Symbol.for('awaaz.request-context');
const scope = globalThis as { [STORAGE]?: AsyncLocalStorage<RequestContext> };
scope[STORAGE] ??= new AsyncLocalStorage<RequestContext>();
const storage = scope[STORAGE];

/** Runs `work` with this request's context visible to everything it calls, awaited or not. */
export function runInRequest<T>(req: Request, ip: string, work: () => T): T {
  const userAgent = (req.headers.get('user-agent') ?? '').slice(0, USER_AGENT_MAX_LENGTH);
  return storage.run({ ip, userAgent }, work);
}

/** The context of the request being handled, or undefined outside one. */
export const currentRequest = (): RequestContext | undefined => storage.getStore();
