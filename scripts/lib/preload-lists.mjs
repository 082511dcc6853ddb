/**
 * A Vite plugin for the browser build: the list of chunks Vite fetches ahead of a dynamic import (`__vite__mapDeps`,
 * so a part's chunks load side by side rather than one after another) leaves out the chunks the importing chunk has
 * loaded already, its static imports: the island runtime and the modules an island shares with its parts. They are
 * in the browser before the import can run, so listing them fetched nothing; they cost every page that loads the
 * importer the bytes of their addresses. A list left with a single script, the imported chunk itself, goes too (the
 * import fetches it). The dynamic import still fetches whatever the part needs. A list never names a stylesheet (Astro
 * inlines every page's CSS): the preload helper (./preload-helper.mjs) fetches scripts only, so one would fail the build.
 */
export function preloadLists() {
  /** The bundle being written, read when Vite builds the lists in its own generateBundle. */
  let bundle = {};
  const loadedWith = (host, seen = new Set()) => {
    for (const chunk of bundle[host]?.imports ?? []) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      loadedWith(chunk, seen);
    }
    return seen;
  };
  return {
    name: 'preload-lists',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          modulePreload: {
            resolveDependencies(_file, deps, { hostId }) {
              const stylesheet = deps.find((dep) => !dep.endsWith('.js'));
              if (stylesheet) throw new Error(`${hostId}: the preload helper cannot fetch ${stylesheet}, not a script`);
              const loaded = loadedWith(hostId);
              const missing = deps.filter((dep) => !loaded.has(dep));
              return missing.length === 1 ? [] : missing;
            },
          },
        },
      };
    },
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}
