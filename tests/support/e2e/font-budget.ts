import { expect, type Page } from '@playwright/test';

/**
 * The font budget (docs/DECISIONS.md, Fonts): a page requests no font before its first paint. Call before the page
 * loads; once it has loaded, the returned getter gives the font files the page requested before its first paint.
 */
export function recordFontsBeforeFirstPaint(page: Page): () => Promise<string[]> {
  const fonts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.add(request.url());
  });
  return async () => {
    const timings = await page.evaluate(async () => {
      const firstPaint = await new Promise<number>((resolve) => {
        new PerformanceObserver((entries, observer) => {
          const paint = entries.getEntriesByName('first-paint')[0];
          if (!paint) return;
          observer.disconnect();
          resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      });
      const requests = performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
      return { firstPaint, requests };
    });
    expect(timings.firstPaint, 'the page was painted').toBeGreaterThan(0);
    const beforePaint = (url: string) =>
      timings.requests.some((entry) => entry.url === url && entry.startTime <= (timings.firstPaint ?? 0)) ||
      !timings.requests.some((entry) => entry.url === url);
    return [...fonts].filter(beforePaint);
  };
}
