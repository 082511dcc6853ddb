import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';

test('the axe check reports what it finds, with the rule and the element, again after the page changes', async ({
  page,
}) => {
  await page.goto('/about');
  expect(await axeViolations(page)).toEqual([]);
  // The same document, checked again after a change: the check must see the page as it is now.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'unlabelled';
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt \(critical\): .* at #unlabelled$/)]);
});

// Every route in both editions at 1440 and 360 px: editions.spec.ts. Here the states a page load does not show.
for (const [size, viewport] of Object.entries(viewports)) {
  test(`the 404 page has no violations (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/no-such-page');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('axe with the header opened', () => {
  test('home with the search dialog open (1440 px)', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('searchbox').fill('voice');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('home with the search dialog open (360 px)', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('AI Tools dropdown open (1440 px)', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'AI Tools' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Text to Speech' }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('mobile menu open (360 px)', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
