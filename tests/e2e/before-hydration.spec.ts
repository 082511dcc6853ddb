import { expect, type Page, test } from '@playwright/test';
import { holdRequests } from '../support/e2e/hold-requests';
import { hydrateAll } from './hydration';

/**
 * Islands hydrate after the first paint (`client:idle`, `client:visible`). What a visitor does before then is held by
 * the page's early-input keeper (src/browser/early-input.ts) and takes effect once the island is ready. Each test holds
 * the island runtime (Astro's React client, which every island waits for) on purpose, acts on the server's HTML,
 * checks that nothing changed unseen (a typed value or a checked radio stays where the visitor sees it), lets the code
 * in and checks the action took effect.
 */

/** Holds the island runtime of the page at `path` until the returned function is called. */
async function holdIslands(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const runtime = new Set([...html.matchAll(/renderer-url="([^"]+)"/g)].map(([, url]) => url));
  expect(runtime.size).toBe(1);
  return holdRequests(page, (url) => runtime.has(url.pathname));
}

/** Opens `path` with its islands held; they are still the server's HTML. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdIslands(page, path);
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  return release;
}

const stillServerHtml = async (page: Page) => {
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
};

for (const path of ['/settings', '/hi/settings']) {
  test(`${path}: a model and dark mode chosen before hydration are saved once it is in`, async ({ page }) => {
    const release = await openHeld(page, path);
    const darkMode = page.getByRole('switch');
    // A radio shows the choice where the visitor sees it, like typing; the switch's click is held.
    await page.getByRole('radio', { name: 'Vauxa 1.1' }).check();
    await darkMode.click();
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
    await stillServerHtml(page);

    release();
    await hydrateAll(page);
    await expect(page.getByRole('radio', { name: 'Vauxa 1.1' })).toBeChecked();
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Vauxa 1.1' })).toBeChecked();
  });
}

for (const path of ['/vauxa-ai', '/hi/vauxa-ai']) {
  test(`${path}: a message typed and sent with Enter before hydration is sent once it is in`, async ({ page }) => {
    const release = await openHeld(page, path);
    const box = page.locator('astro-island textarea').first();
    await box.fill('What is the coding course fee?');
    await box.press('Enter');
    // The typing stays where the visitor sees it; the Enter waits.
    await expect(box).toHaveValue('What is the coding course fee?');
    await stillServerHtml(page);

    release();
    await hydrateAll(page);
    await expect(page.getByRole('log').locator('ol > li').first()).toContainText('What is the coding course fee?');
    await expect(box).toHaveValue('');
  });
}

test('/games: a twister, an untick and a note chosen before hydration are shown once it is in', async ({ page }) => {
  const release = await openHeld(page, '/games');
  const twister = page.locator('#tongue-twisters figure p').first();
  const first = await twister.textContent();
  const choice = page.locator('#tongue-twisters select').first();
  const third = await choice.locator('option').nth(2).getAttribute('value');
  // A click on its label reaches the checkbox (ticked at first), which shows the change at once, like typing; the
  // twister chosen next re-renders it once both are replayed, so it stays unticked only if React had the change.
  const recordMyself = page.getByRole('checkbox', { name: 'Record myself while the timer runs' });
  await expect(recordMyself).toBeChecked();
  await page.getByText('Record myself while the timer runs').click();
  await expect(recordMyself).not.toBeChecked();
  await choice.selectOption(third ?? '');
  // In a section that hydrates later still (src/islands/common/DeferredSection.tsx): held again until it has.
  const pitchMatch = page.locator('#pitch-match');
  await pitchMatch.getByRole('combobox', { name: 'Target note' }).selectOption({ label: 'A3 (220 Hz)' });
  await stillServerHtml(page);

  release();
  await hydrateAll(page);
  await expect(twister).not.toHaveText(first ?? '');
  await expect(choice).toHaveValue(third ?? '');
  await expect(recordMyself).not.toBeChecked();
  await expect(pitchMatch.getByText('Target A3 (220 Hz)')).toBeVisible();
});

test('/admissions: a name typed and a submit clicked before hydration are checked once it is in', async ({ page }) => {
  const release = await openHeld(page, '/admissions');
  const firstName = page.getByLabel('First name');
  await firstName.fill('Asha');
  await page.getByRole('button', { name: 'Submit application' }).click();
  // The native submit did not leave the page.
  await expect(page).toHaveURL(/\/admissions$/);
  await stillServerHtml(page);

  release();
  await hydrateAll(page);
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveValue('Asha');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
});

test('/payment-schedule: View My Payment Details tapped before hydration opens its dialog once it is in', async ({
  page,
}) => {
  const release = await openHeld(page, '/payment-schedule');
  await page.getByRole('button', { name: 'View My Payment Details' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await stillServerHtml(page);

  release();
  await expect(page.getByRole('dialog', { name: 'View My Payment Details' })).toBeVisible();
});

// These pages check a session when they load: until the island has hydrated and the check answered, their signed-out
// view is laid out but inert under "Checking your session…" (src/islands/common/SessionCheck.tsx), so there is nothing
// a visitor can do there that could be lost.
for (const path of ['/ai-tools', '/investor-portal', '/admin', '/student-portal', '/hi/student-portal']) {
  test(`${path}: before hydration the signed-out view waits, inert, and works once it is in`, async ({ page }) => {
    const release = await openHeld(page, path);
    const island = page.locator('astro-island[ssr]').first();
    await expect(island.locator('[inert]')).toHaveCount(1);
    await expect(island.getByRole('status')).toBeVisible();

    release();
    await hydrateAll(page);
    await expect(page.locator('main [inert]')).toHaveCount(0);
    await expect(page.locator('astro-island').first().getByRole('button').first()).toBeEnabled();
  });
}
