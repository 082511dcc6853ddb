/**
 * A Vite plugin: `import url from './module.ts?chunk-url'` builds the module as a chunk of its own and gives its
 * address, so a static page's script can `import(url)` it on first use. A plain `import()` would go through Vite's
 * preload helper, which lives in the island runtime's chunk (scripts/lib/island-entry-chunks.mjs): the script would
 * load React with it. The address is absolute, so it holds in a script Astro inlines into the page (tests/support/
 * first-load.ts reads such addresses as the page's dynamic imports). In dev the address is the module's own.
 */
const SUFFIX = '?chunk-url';

export function chunkUrl() {
  let base = '/';
  let serve = false;
  /** The emitted chunks' references. */
  const references = new Set();
  return {
    name: 'chunk-url',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      serve = config.command === 'serve';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `\0${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith('\0') || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(1, -SUFFIX.length);
      if (serve) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const reference = this.emitFile({ type: 'chunk', id: file });
      references.add(reference);
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    resolveFileUrl({ referenceId, fileName }) {
      return references.has(referenceId) ? JSON.stringify(`${base}${fileName}`) : null;
    },
  };
}
