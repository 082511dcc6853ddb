/**
 * The site's global sheet comes before every component's styles on every built page, so a component's rule refines a
 * global one of equal specificity (scripts/lib/global-styles.mjs). Needs `npm run build` first (`npm test` does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dist = new URL('../../dist/', import.meta.url);
const pages = [
  ...readdirSync(dist).filter((file) => file.endsWith('.html')),
  ...readdirSync(new URL('hi/', dist))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `hi/${file}`),
];

/** The page's inline styles, in the order the browser applies them. */
const stylesOf = (file: string) =>
  [...readFileSync(new URL(file, dist), 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('\n');

describe('the global stylesheet', () => {
  it('is on every page, with the chat and the back office among them', () => {
    expect(pages).toEqual(expect.arrayContaining(['vauxa-ai.html', 'admin.html', 'hi/admissions.html']));
    for (const file of pages) expect(stylesOf(file), file).toContain('.skip-link');
  });

  it.each(pages)('comes before any component style on %s', (file) => {
    const styles = stylesOf(file);
    const global = styles.indexOf(':root{');
    // CSS modules' classes are hashed (`._toolbar_16xby_3`); an Astro component's scoped rules carry `astro-`.
    const component = styles.search(/\._[A-Za-z][\w-]*_[a-z0-9]{5}_\d+|astro-[a-z0-9]{8}/);
    expect(global, file).toBeGreaterThanOrEqual(0);
    if (component >= 0) expect(global, file).toBeLessThan(component);
  });
});
