/**
 * A Vite plugin for `astro dev`: serves the content editor's page, public/cms/index.html, at /cms as well. Vite
 * serves a public file only under its own name, so without this the editor opens in development only at
 * /cms/index.html. (/cms/ stays refused in development: Astro's `trailingSlash: 'never'` check runs first.)
 */
export function cmsDevIndex() {
  return {
    name: 'cms-dev-index',
    apply: 'serve',
    // Before Astro's page routes, which answer /cms with the 404 page.
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path, query = ''] = (request.url ?? '').split(/(?=\?)/);
        if (path === '/cms') request.url = `/cms/index.html${query}`;
        next();
      });
    },
  };
}
