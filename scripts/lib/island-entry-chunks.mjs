/**
 * A Vite plugin for the browser build: an island's entry chunk may export more than its component
 * (`preserveEntrySignatures: 'allow-extension'`; Astro sets 'exports-only'). Astro loads an island by its URL and
 * reads only the component's export, so the extra exports are harmless, and they let Rolldown keep the modules an
 * island shares with its parts that load on first use (dialogs, the image viewer, a game's audio analysis) inside the
 * island's own chunk instead of splitting them into many small chunks that each cost a request and compress worse.
 */
export function islandEntryChunks() {
  return {
    name: 'island-entry-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}
