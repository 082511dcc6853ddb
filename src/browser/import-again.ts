/**
 * A dynamic import that works again after the network failed it. Browsers that still follow the older module-map
 * rule (Chromium 150 does) remember a failed fetch for the page's life, so the same `import()` fails at once on every
 * later try, even back online. The second and later tries of a module whose fetch failed import its URL with a
 * query of their own, which the browser fetches anew; its own imports are the modules already loaded. A browser that
 * fetches failed modules again (the current HTML rule) succeeds on the plain import and never needs this.
 * A module whose imports failed as well still fails until the page is reloaded, as before.
 */
const failedUrls = new Set<string>();
let tries = 0;

/** The URL of the module in a failed import's error, where the browser names it (Chromium and Firefox do). */
export function failedModuleUrl(error: unknown, origin: string): string | undefined {
  const named = /(\S+\.js)(?:\?\S*)?$/.exec(error instanceof Error ? error.message : '');
  if (!named?.[1] || !URL.canParse(named[1])) return undefined;
  const url = new URL(named[1]);
  return url.origin === origin ? url.href : undefined;
}

export async function importAgain<M>(importModule: () => Promise<M>): Promise<M> {
  try {
    return await importModule();
  } catch (error) {
    const url = failedModuleUrl(error, window.location.origin);
    if (url === undefined || !failedUrls.has(url)) {
      if (url !== undefined) failedUrls.add(url);
      throw error;
    }
    tries += 1;
    return (await import(/* @vite-ignore */ `${url}?again=${tries}`)) as M;
  }
}
