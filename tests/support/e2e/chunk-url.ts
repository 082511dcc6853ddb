/**
 * The URL of one of the site's code chunks (`/_astro/<name>.<hash>.js`), also when fetched again after a network
 * failure with a query of its own (src/browser/import-again.ts): a test that takes the network away from a chunk
 * takes it from every try.
 */
export const chunkUrl = (name: string): RegExp => new RegExp(`/_astro/${name}\\.[\\w-]+\\.js(\\?[^/]*)?$`);
