import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { journeyViewports } from '../support/e2e/journey-viewports';
import { gotoHydrated } from './hydration';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'View My Payment Details' });

/** The empty-code toast of the payment-schedule dialog, raised while the dialog is open. */
async function toastInOpenDialog(page: Page) {
  await gotoHydrated(page, '/payment-schedule');
  await page.getByRole('button', { name: 'View My Payment Details' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('Unique Investor Code').fill(' ');
  await dialog(page)
    .locator('form')
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  const toast = notifications(page).getByRole('alert');
  await expect(toast).toContainText('Please enter your unique investor code.');
  return toast;
}

/** The element actually drawn at the toast's centre: the toast itself, not the dialog's backdrop. */
const onTop = (page: Page) =>
  notifications(page)
    .getByRole('alert')
    .evaluate((toast) => {
      const box = toast.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && toast.contains(hit);
    });

for (const [name, device] of Object.entries(journeyViewports)) {
  test.describe(`a toast raised in an open dialog (${name})`, () => {
    test.use(device);

    test('sits above the backdrop, announced, and its close button works', async ({ page }) => {
      const toast = await toastInOpenDialog(page);
      expect(await onTop(page)).toBe(true);
      await expect(dialog(page)).toBeVisible();
      const close = toast.getByRole('button', { name: 'Close notification' });
      // Focus inside the toast pauses it, so it is still there after the accessibility scan.
      await close.focus();
      expect(await axeViolations(page)).toEqual([]);
      if (device.hasTouch) await close.tap();
      else await close.click();
      await expect(toast).toHaveCount(0);
      await expect(dialog(page)).toBeVisible();
    });
  });
}

test.describe('toasts over a dialog (1440 px)', () => {
  test.use(journeyViewports.desktop);

  test('F8 reaches the notifications while the dialog is open', async ({ page }) => {
    await toastInOpenDialog(page);
    await page.keyboard.press('F8');
    await expect(notifications(page)).toBeFocused();
    await expect(dialog(page)).toBeVisible();
  });

  test('hovering pauses the toast past its 5 seconds; leaving lets it go', async ({ page }) => {
    await page.clock.install();
    const toast = await toastInOpenDialog(page);
    await toast.hover();
    await page.clock.runFor(8000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(6000);
    await expect(toast).toHaveCount(0);
  });

  test('a swipe of 50 px or more dismisses it', async ({ page }) => {
    const toast = await toastInOpenDialog(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error('no toast box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 6 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
  });

  test('Escape in the toast closes the toast only, not the dialog', async ({ page }) => {
    const toast = await toastInOpenDialog(page);
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
  });
});
