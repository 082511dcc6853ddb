/**
 * Code the page does not need at first, fetched once on first use: a part of an island that is not on screen at
 * first (a dialog, a game's audio analysis; src/islands/common/on-demand.ts starts it on intent too), or the API
 * client with a resource's contracts (src/api/lazy-api.ts). A failed fetch (offline) is forgotten, so the next use
 * tries again; each `import()` inside goes through importAgain (below), so that try can fetch the module.
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

/**
 * A dynamic import that works again after the network failed it. Browsers that still follow the older module-map
 * rule (Chromium 150 does) remember a failed fetch for the page's life, so the same `import()` fails at once on every
 * later try, even back online. The second and later tries of a module whose fetch failed import its URL with a
 * query of their own, which the browser fetches anew; its own imports are the modules already loaded. A browser that
 * fetches failed modules again (the current HTML rule) succeeds on the plain import and never needs this. A module
 * whose imports failed as well still fails until the page is reloaded.
 */
export async function importAgain<M>(importModule: () => Promise<M>): Promise<M> {
  try {
    return await importModule();
  } catch (error) {
    const origin = globalThis.location?.origin;
    const url = origin === undefined ? undefined : failedModuleUrl(error, origin);
    if (url === undefined || !failedUrls.has(url)) {
      if (url !== undefined) failedUrls.add(url);
      throw error;
    }
    return (await import(/* @vite-ignore */ `${url}?again=${Date.now()}`)) as M;
  }
}

const failedUrls = new Set<string>();

/** The URL of the module in a failed import's error, where the browser names it (Chromium and Firefox do). */
export function failedModuleUrl(error: unknown, origin: string): string | undefined {
  const url = /(\S+\.js)(?:\?\S*)?$/.exec(error instanceof Error ? error.message : '')?.[1];
  return url?.startsWith(`${origin}/`) ? url : undefined;
}
