import { expect, type Page, test } from '@playwright/test';
import { holdRequests } from '../support/e2e/hold-requests';

/**
 * /investor-portal, /ai-tools and /admin are static pages that ask the server for the visitor's session when they
 * load. While the answer is on its way the signed-out view is laid out but hidden under "Checking your session…", so
 * when it comes nothing below the island moves, and nothing hidden can be reached meanwhile.
 */

const pages = [
  { route: '/investor-portal', session: '**/api/investor/session', signedOut: 'Unique Investor Code' },
  { route: '/ai-tools', session: '**/api/auth/status', signedOut: 'Start free trial' },
  { route: '/admin', session: '**/api/admin/session', signedOut: 'Password' },
];

/** The page's footer (the public one, or the back office's one-line footer). */
const footerTop = (page: Page) => page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().top);

for (const { route, session, signedOut } of pages) {
  test(`${route}: the session check's answer moves nothing below it`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdRequests(page, session);
    await page.goto(route);
    const status = page.getByRole('status').filter({ hasText: 'Checking your session…' });
    await expect(status).toBeVisible();
    // Hidden and inert meanwhile: not in the accessibility tree, not reachable by Tab.
    await expect(page.getByText(signedOut, { exact: true })).toBeHidden();
    const before = await footerTop(page);

    release();
    await expect(status).toHaveCount(0);
    await expect(page.getByText(signedOut, { exact: true })).toBeVisible();
    expect(await footerTop(page)).toBe(before);
  });
}
