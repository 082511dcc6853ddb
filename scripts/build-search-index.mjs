#!/usr/bin/env node
/**
 * After `astro build`: the site search's index, one file per edition (dist/search-index/en.json, hi.json) holding each
 * page's address, title and main text. Pages mark what is indexed with data-search-body (the main content, not menus
 * or footer); a page is in the index of its `<html lang>`. The search dialog fetches its edition's file when it first
 * opens (src/browser/site-search.ts) and ranks the pages itself (src/domain/search-ranking.ts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('../dist/', import.meta.url));
/** Built files that are not pages of the site. */
const SKIPPED_FOLDERS = new Set(['_astro', 'cms', 'search-index']);
/** Elements whose closing starts a new line of text: without a space there, "Fees" and "Free" would run together. */
const BLOCK =
  'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|nav|ol|p|section|summary|table|td|th|tr|ul|button|label|option';
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function htmlFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : htmlFiles(join(folder, entry.name));
    return entry.name.endsWith('.html') ? [join(folder, entry.name)] : [];
  });
}

const decode = (html) =>
  html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/** The text a reader sees in an HTML fragment: no scripts, styles, templates or drawings; one space between blocks. */
function visibleText(html) {
  const text = html
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(new RegExp(`</?(?:${BLOCK})\\b[^>]*>`, 'gi'), ' ')
    .replace(/<[^>]*>/g, '');
  return decode(text).replace(/\s+/g, ' ').trim();
}

/** "about.html" -> "/about", "index.html" -> "/", "hi.html" -> "/hi", "hi/about.html" -> "/hi/about". */
const routeOf = (file) =>
  `/${relative(site, file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');

const editions = new Map();
for (const file of htmlFiles(site).sort()) {
  const html = readFileSync(file, 'utf8');
  const body = html.match(/<main\b[^>]*\bdata-search-body\b[^>]*>([\s\S]*)<\/main>/);
  if (!body) continue; // no data-search-body: a page kept out of search engines (noindex) or a 404
  const lang = html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? 'en';
  const title = visibleText(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '').replace(/ \| [^|]*$/, '');
  const pages = editions.get(lang) ?? [];
  pages.push({ path: routeOf(file), title, text: visibleText(body[1] ?? '') });
  editions.set(lang, pages);
}

mkdirSync(join(site, 'search-index'), { recursive: true });
for (const [lang, pages] of editions) {
  // The home page first: among pages that match equally well, the index's order decides.
  pages.sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
  writeFileSync(join(site, 'search-index', `${lang}.json`), JSON.stringify({ pages }));
  console.log(`search index: ${pages.length} ${lang} pages -> dist/search-index/${lang}.json`);
}
