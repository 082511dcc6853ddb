/**
 * A Vite plugin for the browser build: an island's entry chunk may export more than its component
 * (`preserveEntrySignatures: 'allow-extension'`; Astro sets 'exports-only'). Astro loads an island by its URL and
 * reads only the component's export, so the extra exports are harmless, and they let Rolldown keep the modules an
 * island shares with its parts that load on first use (dialogs, the image viewer, a game's audio analysis) inside the
 * island's own chunk instead of splitting them into many small chunks that each cost a request and compress worse.
 *
 * A part that imports from its island's chunk would then list that chunk's CSS among the files to fetch before it
 * runs. Astro inlines every page's CSS (`build.inlineStylesheets: 'always'`) and drops those CSS files from the
 * bundle, so the part's import would fail on a missing file: once Astro has dropped them, no chunk names them.
 *
 * It also puts the island runtime in one chunk: React, react-dom, Astro's React client, nanostores and the few modules
 * of ours that every island uses (ISLAND_RUNTIME). Left to itself Rolldown split them into about ten chunks of 0.1 to
 * 63 KB; compressed one by one they cost every island page about 2.5 KB more and as many requests. Only those modules
 * join the chunk, not what they import: the site search's script, which every static page loads, shares a module
 * with them and must not pull React. nanostores' `computed` and the lifecycle code it uses stay out: only the AI tools'
 * voice session uses them, so they go with that island instead of costing every island page their bytes.
 */
const ISLAND_RUNTIME =
  /vite[\\/]preload-helper|node_modules[\\/](react|react-dom|scheduler|nanostores(?![\\/](computed|lifecycle))|@astrojs[\\/]react)[\\/]|src[\\/](i18n[\\/](part-words|namespaces[\\/](common|toasts)|page-locale|words)|domain[\\/]dates|loading[\\/]on-demand|api[\\/]api-result|islands[\\/]common[\\/](use-messages|on-demand|read-part|InputReady|early-events|use-store)|api[\\/]lazy-api|stores[\\/]toasts)\./;

export function islandEntryChunks() {
  return {
    name: 'island-entry-chunks',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    outputOptions(output) {
      return {
        ...output,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'island-runtime', test: ISLAND_RUNTIME }],
        },
      };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.viteMetadata) continue;
        for (const css of output.viteMetadata.importedCss) {
          if (!(css in bundle)) output.viteMetadata.importedCss.delete(css);
        }
      }
    },
  };
}
