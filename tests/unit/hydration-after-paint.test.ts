/**
 * Islands hydrate after the first paint (docs/DECISIONS.md, Shape): every island of every built page is `client:idle`
 * or `client:visible`, never `client:load` or `client:only`, which fetch the island runtime (about 70 KB gzipped)
 * while the page's first text is still being painted. Lighthouse mobile counts a script that has arrived before the
 * largest text is painted into LCP: /student-portal's `client:load` cost it 1.34 s. Needs `npm run build`.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/first-load';

const AFTER_FIRST_PAINT = ['idle', 'visible'];

describe('islands hydrate after the first paint', () => {
  const pages = builtPages();

  it('finds the island pages of both editions', () => {
    const withIslands = pages.filter((page) => page.islands.length > 0).map((page) => page.route);
    expect(withIslands).toEqual(
      expect.arrayContaining(['/games', '/hi/games', '/student-portal', '/hi/student-portal']),
    );
  });

  it('hydrates no island as the page loads', () => {
    const early = pages.flatMap((page) =>
      page.islands
        .filter((island) => !AFTER_FIRST_PAINT.includes(island.client))
        .map((island) => `${page.route}: ${island.component} is client:${island.client}`),
    );
    expect(early).toEqual([]);
  });
});
