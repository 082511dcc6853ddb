#!/usr/bin/env node
/**
 * After `astro build`: the full-text index of the built pages for the home page's search dialog (Pagefind), written
 * to dist/pagefind/. Pages mark what is indexed with data-pagefind-body (the main content, not menus or footer);
 * Pagefind keeps one index per page language (the html lang), and Hindi text on English pages is indexed with them.
 */
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';

const site = fileURLToPath(new URL('../dist/', import.meta.url));

const { errors, index } = await createIndex({});
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
const added = await index.addDirectory({ path: site });
if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join('; ')}`);
const written = await index.writeFiles({ outputPath: `${site}pagefind` });
if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
await close();

console.log(`search index: ${added.page_count} pages -> dist/pagefind/`);
