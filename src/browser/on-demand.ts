/**
 * Code the page does not need at first, fetched once on first use: a part of an island that is not on screen at
 * first (a dialog, a game's audio analysis; src/islands/common/on-demand.ts starts it on intent too), or the API
 * client with a resource's contracts (src/api/lazy-api.ts). A failed fetch (offline) is forgotten, so the next use
 * tries again; each `import()` inside goes through importAgain (import-again.ts), so that try can fetch the module.
 */
export interface OnDemand<T> {
  load: () => Promise<T>;
  /** The module once it has loaded. */
  loaded: () => T | undefined;
}

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importModule().then(
      (value) => {
        module = value;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => module };
}

/** Starts fetching a part's code; a failure here is left for the use itself to report. */
export function prefetch(part: OnDemand<unknown>): void {
  part.load().catch(() => {});
}

/**
 * Starts fetching parts once the page is idle, after its first load: for code nearly every visit needs soon (the
 * chat's sending, the AI tools), so it is there when the visitor acts, even if the connection drops meanwhile.
 * Returns the cancel.
 */
export function prefetchWhenIdle(...parts: OnDemand<unknown>[]): () => void {
  const fetchParts = () => {
    for (const part of parts) prefetch(part);
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(fetchParts, 500);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(fetchParts);
  return () => window.cancelIdleCallback(idle);
}
