import { expect, test } from '@playwright/test';
import { recordCspViolations } from '../support/e2e/csp-violations';
import { notFound, routes, securityHeaders } from '../support/e2e/routes';

// Every route's status, security headers, CSP and page errors: checked in both editions by editions.spec.ts.
const textOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? '';

test('every route has its own title and meta description', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of routes) {
    const response = await request.get(path);
    expect(response.status(), `HTTP status of ${path}`).toBe(200);
    const html = await response.text();
    const title = textOf(html, /<title>([^<]*)<\/title>/);
    const description = textOf(html, /<meta name="description" content="([^"]*)"/);
    expect(title, `title of ${path}`).not.toBe('');
    expect(description.length, `meta description length of ${path}`).toBeGreaterThanOrEqual(50);
    expect(titles.get(title), `title "${title}" of ${path}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test('the header and footer link only to known routes', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page
    // The language switch leads to the same page in the Hindi edition (tests/e2e/editions.spec.ts covers it).
    .locator('header a[href^="/"]:not([data-language-switch]), footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  // A link may name a part of a page (/ai-tools#clone opens that tab): its route is what comes before the hash.
  for (const href of new Set(hrefs)) expect(routes, `link to ${href}`).toContain(href.split('#')[0]);
});

test.describe('unknown paths', () => {
  for (const path of [notFound.path, '/about/extra', '/SERVICES-x']) {
    test(`${path} answers 404 with the Page Not Found page, its CSP and COOP, and no CSP violation`, async ({
      page,
    }) => {
      const cspViolations = await recordCspViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const headers = response?.headers() ?? {};
      for (const name of securityHeaders) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(await cspViolations()).toEqual([]);
      await expect(page).toHaveTitle(new RegExp(notFound.title));
      await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('unknown API paths', () => {
  /**
   * The security headers every function's answer carries (netlify/lib/http/responses.ts). Not Cache-Control: netlify.toml gives
   * the 404 `no-store` as the functions have, but `netlify serve` sends `public, max-age=0` for every static file.
   */
  const functionHeaders = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];
  for (const path of ['/api/nope', '/api/investor/nope/extra']) {
    test(`${path} answers 404 with the API's JSON error and a function's security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toEqual({ success: false, code: 'notFound', error: 'Not found' });
      const answer = (await request.get('/api/auth/status')).headers();
      for (const name of functionHeaders) expect(response.headers()[name], name).toBe(answer[name]);
    });
  }
});
