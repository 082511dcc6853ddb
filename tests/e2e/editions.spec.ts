import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { recordCspViolations } from '../support/e2e/csp-violations';
import { recordFontsBeforeFirstPaint } from '../support/e2e/font-budget';
import { hindiPath, routes, securityHeaders, viewports, workspaceRoutes } from '../support/e2e/routes';
import { expectEnglishHeaderAndFooter, expectEnglishMobileMenu } from '../support/e2e/shell-checks';

/** Both editions of every route: English at the route, Hindi under /hi (src/domain/locale.ts). */
const site = 'https://awaaz-tvn.netlify.app';
const devanagari = /\p{Script=Devanagari}/u;

const editions = [
  { lang: 'en', other: 'hi', path: (route: string) => route, otherPath: hindiPath, switchName: 'हिन्दी' },
  { lang: 'hi', other: 'en', path: hindiPath, otherPath: (route: string) => route, switchName: 'English' },
] as const;

/** The header's switch to the other edition: a plain link whose name is the other language's own name. */
const languageSwitch = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

for (const edition of editions) {
  for (const route of routes) {
    const path = edition.path(route);
    // One page load checks everything a route owes (each further load of 38 pages costs the suite a minute): the
    // font budget (no font before the first paint) and, in English, the shell of shell.spec.ts are checked here too.
    // The back office has a workspace's header and footer of its own (tests/e2e/admin-workspace.spec.ts).
    const publicShell = edition.lang === 'en' && !workspaceRoutes.includes(route);
    const shell = publicShell ? ', the English shell (header items, footer, 360 px menu)' : '';
    test(`${path} (${edition.lang}): status, security headers, title, one h1, header, footer, alternates, no font before the first paint${shell}, axe at 1440 and 360 px, no CSP violation or error, switch to ${edition.other}`, async ({
      page,
    }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // What the browser logs as an error (a failed request included): a signed-out visit must log none.
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const cspViolations = await recordCspViolations(page);
      const fontsBeforeFirstPaint = recordFontsBeforeFirstPaint(page);
      await page.setViewportSize(viewports.desktop);
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(await fontsBeforeFirstPaint(), `font requests before the first paint of ${path}`).toEqual([]);
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      const headers = response?.headers() ?? {};
      for (const name of securityHeaders) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers['permissions-policy']).toContain('microphone=(self)');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
      const title = await page.title();
      expect(title).toMatch(/\S/);
      if (edition.lang === 'hi') expect(title).toMatch(devanagari);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const links = (selector: string) =>
        page.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
      expect(await links('link[rel="canonical"]')).toEqual([`${site}${path}`]);
      expect(await links('link[rel="alternate"][hreflang="en-IN"]')).toEqual([`${site}${route}`]);
      expect(await links('link[rel="alternate"][hreflang="hi-IN"]')).toEqual([`${site}${hindiPath(route)}`]);
      expect(await links('link[rel="alternate"][hreflang="x-default"]')).toEqual([`${site}${route}`]);

      if (edition.lang === 'hi') {
        // The page's own links stay in the Hindi edition (a React island's links follow its `lang` prop, not this
        // page); a legal text also links its English version, which prevails.
        const hrefs = await page
          .locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]')
          .evaluateAll((nodes) => nodes.filter((n) => !n.closest('astro-island')).map((n) => n.getAttribute('href')));
        const switchHref = await languageSwitch(page, edition.switchName).getAttribute('href');
        for (const href of hrefs) {
          if (href === switchHref) continue;
          expect(href, `link on ${path}`).toMatch(/^\/hi(\/|$|#)/);
        }
      }

      if (publicShell) await expectEnglishHeaderAndFooter(page);

      expect(await axeViolations(page), `axe at 1440 px on ${path}`).toEqual([]);
      await page.setViewportSize(viewports.mobile);
      expect(await axeViolations(page), `axe at 360 px on ${path}`).toEqual([]);

      // The switch leads to this route's other edition, which its own test here loads and checks; following it
      // is tested once below (the chosen edition is remembered).
      await expect(languageSwitch(page, edition.switchName)).toHaveAttribute('href', edition.otherPath(route));

      if (publicShell) await expectEnglishMobileMenu(page);
      expect.soft(await cspViolations(), `CSP violations on ${path}`).toEqual([]);
      expect.soft(pageErrors, `uncaught errors on ${path}`).toEqual([]);
      expect.soft(consoleErrors, `console errors on ${path}`).toEqual([]);
    });
  }
}

test.describe('the Hindi 404', () => {
  for (const path of ['/hi/no-such-page', '/hi/about/extra']) {
    test(`${path} answers 404 with the Hindi Page Not Found page, and axe finds nothing`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page).toHaveTitle(/^पेज नहीं मिला \|/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला');
      await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('the offer of the Hindi edition on /', () => {
  test('is one line with a link to /hi, never a redirect, and stays away once dismissed', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    const offer = page.getByRole('complementary', { name: 'हिन्दी' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi');
    await offer.getByRole('button', { name: 'Close the offer of the Hindi edition' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'हिन्दी' })).toBeHidden();
  });

  test('is shown on / only', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-language-offer]')).toHaveCount(0);
  });
});

test('the chosen edition is remembered: the switch back to it stands out, and nothing redirects', async ({ page }) => {
  /** The primary colour (--color-primary) that fills the switch back to the chosen edition. */
  const emphasised = 'rgb(91, 33, 182)';
  await page.goto('/about');
  const toHindi = languageSwitch(page, 'हिन्दी');
  await expect(toHindi).toBeVisible();
  await expect(toHindi).not.toHaveCSS('background-color', emphasised);
  await toHindi.click();
  await page.waitForURL((url) => url.pathname === '/hi/about');
  await expect(languageSwitch(page, 'English')).not.toHaveCSS('background-color', emphasised);
  await page.goto('/services');
  expect(new URL(page.url()).pathname).toBe('/services');
  await expect(languageSwitch(page, 'हिन्दी')).toHaveCSS('background-color', emphasised);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-language-offer]')).toBeHidden();
});
