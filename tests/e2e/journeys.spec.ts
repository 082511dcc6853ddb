import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { journeyViewports } from '../support/e2e/journey-viewports';
import { notFound } from '../support/e2e/routes';
import { gotoHydrated } from './hydration';

const firstName = (page: Page) => page.locator('#apply').getByLabel('First name');

for (const [name, device] of Object.entries(journeyViewports)) {
  test.describe(`one clear action (${name})`, () => {
    test.use(device);

    test('"Apply for admission" on the home page lands on the form with the first field focused', async ({ page }) => {
      await page.goto('/');
      const apply = page.getByRole('link', { name: 'Apply for admission' }).first();
      await expect(apply).toHaveAttribute('href', '/admissions#apply');
      await apply.click();
      await page.waitForURL('**/admissions#apply');
      await expect(firstName(page)).toBeFocused();
      await expect(firstName(page)).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the apply links on /admissions itself focus the form too, every time', async ({ page }) => {
      await gotoHydrated(page, '/admissions');
      const links = page.getByRole('link', { name: /^Apply for admission/ });
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      await links.first().click();
      await expect(firstName(page)).toBeFocused();
      await page.getByRole('heading', { level: 1 }).click();
      await links.nth(2).click();
      await expect(firstName(page)).toBeFocused();
    });
  });
}

test.describe('at 360 px', () => {
  test.use(journeyViewports.phone);

  test('the course select shows each course’s full label', async ({ page }) => {
    await gotoHydrated(page, '/admissions');
    const course = page.locator('#apply').getByLabel('Course');
    for (const label of [
      'Voice Acting (free, 6 months)',
      'Coding (₹1,699)',
      'Business (₹1,099)',
      'Share Market (₹311)',
    ]) {
      await course.selectOption({ label });
      const fits = await course.evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.textContent = select.selectedOptions[0]?.textContent ?? '';
        probe.style.font = getComputedStyle(select).font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'nowrap';
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const style = getComputedStyle(select);
        const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return text <= room;
      });
      expect(fits, label).toBe(true);
    }
  });

  test('every footer link is at least 44 px tall', async ({ page }) => {
    await page.goto('/');
    const heights = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(10);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  });
});

test.describe('the investor code is checked before the server is asked (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('a short or foreign code gets a message next to the field and no request', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/investor/login', (route) => {
      calls += 1;
      return route.continue();
    });
    await gotoHydrated(page, '/investor-portal');
    const field = page.getByLabel('Unique Investor Code');
    await field.fill('ATVN-12');
    await page.getByRole('button', { name: 'Access Account' }).click();
    await expect(field).toHaveAccessibleDescription(
      /This code is too short: an investor code has 12 characters, ATVN and 8 more \(ATVN-XXXX-XXXX\)\./,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await field.fill('123456');
    await page.getByRole('button', { name: 'Access Account' }).click();
    await expect(page.getByText('An investor code starts with ATVN, as in ATVN-XXXX-XXXX.')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('in the payment-schedule dialog too', async ({ page }) => {
    await gotoHydrated(page, '/payment-schedule');
    await page.getByRole('button', { name: 'View My Payment Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'View My Payment Details' });
    await dialog.getByLabel('Unique Investor Code').fill('ATVN DEMO');
    await dialog.getByRole('button', { name: 'Verify & View Details' }).click();
    await expect(dialog.getByText('This code is too short', { exact: false })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('contents and dates on the investor reference pages (1440 px)', () => {
  test.use(journeyViewports.desktop);

  for (const [path, first] of [
    ['/investment-policy', 'Overview'],
    ['/payment-schedule', 'Overview'],
  ] as const) {
    test(`${path} has a contents list and a last-updated line`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Last updated 18 June 2025')).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'Contents' });
      await expect(contents.getByRole('link').first()).toHaveText(first);
      expect(await contents.getByRole('link').count()).toBeGreaterThanOrEqual(5);
    });
  }
});

for (const [name, device] of Object.entries(journeyViewports)) {
  test.describe(`the 404 page (${name})`, () => {
    test.use(device);

    test('keeps its title and sentence, adds a friendly line and the main pages', async ({ page }) => {
      const response = await page.goto(notFound.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
      await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
      await expect(page.getByText(/Sorry, we could not find that page\./)).toBeVisible();
      const main = page.getByRole('main');
      for (const link of ['Voice Acting Institute', 'AI Tools', 'Admissions', 'About', 'Investor Portal']) {
        await expect(main.getByRole('link', { name: link, exact: true })).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
