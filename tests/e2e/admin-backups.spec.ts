import { expect, type Page, test } from '@playwright/test';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { demoStaff, fillSignIn, fits, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';

/** The owner's Backups section: the daily snapshots (`npm start` takes today's at start) and their download. */

const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

for (const [edition, messages] of [
  ['en', en],
  ['hi', hi],
] as const) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    test(`${edition} at ${viewport.width} px: the owner lists the backups and downloads one with the keyboard`, async ({
      page,
    }) => {
      const words = messages.adminBackups;
      await page.setViewportSize(viewport);
      await page.goto(edition === 'hi' ? '/hi/admin' : '/admin');
      await hydrated(page);
      await fillSignIn(page, { ...demoStaff('owner'), words: messages.staffSignIn });
      await expect(page.getByTestId('admin-username')).toHaveText('Demo Owner', { timeout: LIST_TIMEOUT });
      // Today's snapshot is taken just after the server starts: open the section again until it is listed.
      await expect(async () => {
        await page.getByRole('button', { name: messages.admin.staffHeading, exact: true }).click();
        await page.getByRole('button', { name: words.heading, exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
        await expect(page.getByTestId('backup-row').first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: LIST_TIMEOUT });
      expect(await axeViolations(page), 'axe on the backups section').toEqual([]);
      await fits(page, viewport.width);

      const button = page.getByTestId('backup-row').first().getByRole('button');
      await expect(button).toHaveAccessibleName(/./);
      await button.focus();
      const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(file.suggestedFilename()).toMatch(/^awaaz-backup-\d{4}-\d{2}-\d{2}\.age$/);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
}
