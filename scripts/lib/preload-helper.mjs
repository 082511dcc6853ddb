/**
 * A Vite plugin for the browser build: a smaller preload helper (`__vitePreload`, which every dynamic import goes
 * through) in place of Vite's, which lives in the island runtime's chunk (scripts/lib/island-entry-chunks.mjs). It
 * does for our build what Vite's does: asks for each chunk of the import's list (scripts/lib/preload-lists.mjs) with a
 * `<link rel="modulepreload">` (`preload` where that is unknown), once per page, then runs the import at once, so
 * the part's chunks load side by side. What it leaves out serves nothing here: stylesheets (Astro inlines every page's
 * CSS, and preload-lists.mjs fails the build should a list name one), a CSP nonce (the CSP hashes; no page has a
 * nonce) and the `vite:preloadError` event (no code listens; the failed import rejects as before, so importAgain in
 * src/loading/on-demand.ts still sees the browser's error). About 0.4 KB less on every page with islands.
 */
const HELPER_ID = '\0vite/preload-helper.js';

const helper = (base) => `let rel;
const asked = new Set();
export const __vitePreload = (load, deps) => {
  rel ??= document.createElement('link').relList?.supports?.('modulepreload') ? 'modulepreload' : 'preload';
  for (const dep of deps ?? []) {
    if (asked.has(dep)) continue;
    asked.add(dep);
    const link = document.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.crossOrigin = '';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};`;

export function preloadHelper() {
  let base = '/';
  return {
    name: 'preload-helper',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === HELPER_ID ? helper(base) : null;
    },
  };
}
