/**
 * One source for the locale: the page's. The route decides it, the layout writes it into `<html lang>` (which code
 * outside the islands reads through src/i18n/page-locale.ts) and the page passes it to every island as `lang` (the
 * islands render on the server with it). On every built page the three must agree. Needs `npm run build` first
 * (`npm test` does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distDir } from '../support/first-load';

interface PageLocales {
  route: string;
  edition: 'en' | 'hi';
  htmlLang: string | undefined;
  islands: { component: string; lang: unknown }[];
}

/** Astro serialises an island's props as `[type, value]` pairs in a `props` attribute. */
function islandLang(tag: string): unknown {
  const props = /\sprops="([^"]*)"/.exec(tag)?.[1] ?? '{}';
  const parsed = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
  const lang = parsed.lang;
  return Array.isArray(lang) ? lang[1] : lang;
}

/** dist/about.html is `/about`, dist/index.html `/`, dist/hi.html `/hi` and dist/hi/about.html `/hi/about`. */
function pagesIn(folder: './' | 'hi/'): PageLocales[] {
  return readdirSync(new URL(folder, distDir))
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(new URL(`${folder}${file}`, distDir), 'utf8');
      const name = file.replace(/\.html$/, '');
      const route = folder === 'hi/' ? `/hi/${name}` : name === 'index' ? '/' : `/${name}`;
      return {
        route,
        edition: /^\/hi(\/|$)/.test(route) ? 'hi' : 'en',
        htmlLang: /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1],
        islands: [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
          component: /\scomponent-url="([^"]*)"/.exec(tag)?.[1] ?? '',
          lang: islandLang(tag),
        })),
      };
    });
}

describe('the locale has one source, the page', () => {
  const pages = [...pagesIn('./'), ...pagesIn('hi/')];

  it('finds both editions and pages with islands in each', () => {
    expect(pages.filter((page) => page.edition === 'hi').length).toBeGreaterThan(20);
    expect(pages.some((page) => page.edition === 'hi' && page.islands.length > 1)).toBe(true);
    expect(pages.some((page) => page.edition === 'en' && page.islands.length > 1)).toBe(true);
  });

  it.each(pages.map((page) => [page.route, page] as const))(
    '%s: <html lang> and every island speak the edition of its path',
    (_route, page) => {
      expect(page.htmlLang).toBe(page.edition);
      expect(page.islands.filter((island) => island.lang !== page.edition)).toEqual([]);
    },
  );
});
