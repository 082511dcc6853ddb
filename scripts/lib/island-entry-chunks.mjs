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
 */
export function islandEntryChunks() {
  return {
    name: 'island-entry-chunks',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
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
