/** The public path of a page: built files are `about.html` and `index.html`, but routes are `/about` and `/`. */
export function routePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  return path === '' ? '/' : path;
}
