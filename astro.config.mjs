// @ts-check
import mdx from '@astrojs/mdx';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import site from './content/site.json' with { type: 'json' };
import { chunkUrl } from './scripts/lib/chunk-url.mjs';
import { clientChunkGraph } from './scripts/lib/client-chunk-graph.mjs';
import { cmsDevIndex } from './scripts/lib/cms-dev-index.mjs';
import { globalStyles } from './scripts/lib/global-styles.mjs';
import { islandEntryChunks } from './scripts/lib/island-entry-chunks.mjs';
import { preloadHelper } from './scripts/lib/preload-helper.mjs';
import { preloadLists } from './scripts/lib/preload-lists.mjs';

// Astro's CSP hashes built scripts and styles; in `astro dev` Vite injects inline styles it cannot hash.
const isDev = process.argv.includes('dev');

export default defineConfig({
  site: site.url,
  output: 'static',
  trailingSlash: 'never',
  // Inline CSS: one render-blocking request less on every page (Lighthouse mobile FCP); the CSP hashes it.
  build: { format: 'file', inlineStylesheets: 'always' },
  // English at today's URLs, Hindi under /hi/ (src/domain/locale.ts); pages under src/pages/[...locale]/ build both.
  i18n: { locales: ['en', 'hi'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  integrations: [
    globalStyles('/src/styles/global.css'),
    mdx(),
    react(),
    sitemap({
      filter: (page) => !/\/(admin|404)$/.test(page),
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', hi: 'hi-IN' } },
    }),
  ],
  adapter: netlify({
    // Images are optimised at build time so the site works offline on localhost.
    imageCDN: false,
    staticHeaders: true,
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
  }),
  markdown: { syntaxHighlight: false },
  security: {
    csp: isDev
      ? false
      : {
          directives: [
            "default-src 'self'",
            "img-src 'self' data: blob:",
            "media-src 'self' data: blob:",
            "font-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
          ],
        },
  },
  // The browser build's chunk graph, for the size budgets and the server-only module test; the editor at /cms in dev.
  vite: {
    plugins: [chunkUrl(), clientChunkGraph(), islandEntryChunks(), preloadLists(), preloadHelper(), cmsDevIndex()],
    // Fonts stay files (Vite inlines assets under 4 KB): the CSP's font-src has no data:, and the tiny ₹ faces in the
    // inlined CSS of every page would cost each page their bytes whether it shows a price or not.
    build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
  },
  devToolbar: { enabled: false },
  prefetch: false,
});
