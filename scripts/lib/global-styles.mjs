/**
 * The site's global stylesheet, loaded on every page before any component's styles. Imported from a layout it came
 * after the islands' CSS modules (a page imports its islands before its layout, in sorted order), so a global rule
 * overrode a component's at equal specificity (the chat's toolbar buttons took the site's `.button` look). Astro puts
 * a `page-ssr` import at the top of every page, ahead of the page's own imports: the global sheet comes first and
 * each component's rules refine it.
 * @param {string} path the stylesheet, from the project's root
 * @returns {import('astro').AstroIntegration}
 */
export function globalStyles(path) {
  return {
    name: 'global-styles',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('page-ssr', `import ${JSON.stringify(path)};`),
    },
  };
}
