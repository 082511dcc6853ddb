import { expect, test } from '@playwright/test';
import { recordCspViolations } from '../support/e2e/csp-violations';
import { baseURL } from '../support/e2e/web-server';

/**
 * The content editor at /cms (Sveltia CMS served from the site): it loads with no request leaving the machine,
 * offers its sign-in choices, breaks no rule of its Content-Security-Policy, and keeps out of search engines.
 */

test.describe('the content editor at /cms', () => {
  test('loads offline, offers GitHub and the local repository, and breaks no CSP rule', async ({ page }) => {
    const outside: string[] = [];
    const failed: string[] = [];
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    // The machine is offline: every request to another host fails as it would without a network.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(baseURL)) failed.push(`${request.url()}: ${request.failure()?.errorText}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const cspViolations = await recordCspViolations(page);

    const response = await page.goto('/cms/');
    expect(response?.status()).toBe(200);
    // Sveltia wraps names in Unicode isolation marks: "Sign In with \u2068GitHub\u2069".
    await expect(page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    await expect(page).toHaveTitle('Awaaz content editor');
    await page.evaluate(() => document.fonts.ready);

    const violations = await cspViolations();
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
    // Only its two checks leave the machine (a newer CMS version, GitHub's status); offline they fail quietly.
    const checks = ['https://unpkg.com/@sveltia/cms/package.json', 'https://www.githubstatus.com/api/v2/status.json'];
    expect(outside.filter((url) => !checks.includes(url))).toEqual([]);
    expect(failed).toEqual([]);
  });

  test('is served with its own headers: noindex, popups for the sign-in, its CSP', async ({ request }) => {
    const response = await request.get('/cms/');
    const headers = response.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  test('leaves the pages’ opener policy as it was', async ({ request }) => {
    const response = await request.get('/about');
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
  });
});
