import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { demoStaff, fillSignIn, fits, LIST_TIMEOUT, logIn } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { mailTo } from '../support/e2e/mail-catcher';
import { viewports } from '../support/e2e/routes';

/**
 * The staff journeys of the back office: the owner adds a member, the member sets up (and keeps the recovery codes)
 * and signs in, the owner changes their roles, disables them and reads the audit log, and signs out.
 */

const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
const codeOf = (secret: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

for (const [edition, words, signIn, viewport, other] of [
  ['en', en.admin, en.staffSignIn, viewports.desktop, viewports.mobile],
  ['hi', hi.admin, hi.staffSignIn, viewports.mobile, viewports.desktop],
] as const) {
  const base = edition === 'hi' ? '/hi/admin' : '/admin';

  test(`${edition} at ${viewport.width} px (roles and audit log at ${other.width} px too): the owner adds a member, who sets up a password and authenticator and signs in`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto(base);
    await hydrated(page);
    await fillSignIn(page, { ...demoStaff('owner'), words: signIn });
    await expect(page.getByTestId('admin-username')).toHaveText('Demo Owner', { timeout: LIST_TIMEOUT });
    // The owner sees the applications (first), but decides none: that is the admissions role's.
    await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: LIST_TIMEOUT });
    await expect(page.getByRole('button', { name: words.approve, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: words.reject, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: words.staffHeading, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: words.staffHeading })).toBeVisible();
    await expect(page.getByTestId('staff-row').first()).toBeVisible();
    expect(await axeViolations(page), 'axe on the staff section').toEqual([]);
    await fits(page, viewport.width);

    const stamp = Date.now();
    const email = `new-${edition}-${stamp}@example.org`;
    const name = `New ${edition} ${stamp}`;
    await page.getByLabel(words.name, { exact: true }).fill(name);
    await page.getByLabel(signIn.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: words.add, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(words.chooseRole);
    await page.getByRole('checkbox', { name: words.roleNames.support }).check();
    await page.getByRole('button', { name: words.add, exact: true }).click();
    const link = page.getByTestId('setup-link');
    await expect(link).toContainText('#setup=', { timeout: LIST_TIMEOUT });
    const url = ((await link.locator('p').nth(1).textContent()) ?? '').trim();
    expect(url).toContain(`${base}#setup=`);
    // The same link is on its way to the member's e-mail, in the owner's language.
    await expect(link).toContainText(words.setupLinkMailed(email));
    const { mail } = await mailTo(email, edition === 'hi' ? /बैक ऑफ़िस/ : /back office/);
    // Its path and token (under `npm start` a mail names netlify serve's own port: docs/ARCHITECTURE.md, "Links").
    expect(mail.text).toContain(url.slice(url.indexOf(base)));
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText(words.awaitingSetup);

    // The new member, in a browser of their own.
    const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    const member = await context.newPage();
    await member.goto(url);
    await hydrated(member);
    await expect(member.getByRole('img', { name: words.setupQrLabel })).toBeVisible();
    expect(await axeViolations(member), 'axe on the set-up form').toEqual([]);
    await fits(member, viewport.width);
    const secret = ((await member.getByTestId('setup-secret').textContent()) ?? '').trim();
    // A common password is refused with the server's reason, in the page's language; the link stays open.
    await member.getByLabel(words.newPassword).fill('password1234');
    await member.getByLabel(signIn.authCode).fill(codeOf(secret));
    await member.getByRole('button', { name: words.setupSave }).click();
    const serverWords = (edition === 'hi' ? hi : en).server;
    await expect(member.getByRole('alert')).toContainText(serverWords.passwordTooWeak, { timeout: LIST_TIMEOUT });
    await member.getByLabel(words.newPassword).fill('a long enough passphrase');
    // The code of the current 30-s step: the server takes it for up to one step more, however slow the machine.
    await member.getByLabel(signIn.authCode).fill(codeOf(secret));
    await member.getByRole('button', { name: words.setupSave }).click();
    await expect(member.getByTestId('recovery-codes').locator('li')).toHaveCount(10, { timeout: LIST_TIMEOUT });
    // Seven groups of four, one code a line, within the phone's width.
    await expect(member.getByTestId('recovery-codes').locator('li').first()).toHaveText(
      /^[a-z2-7]{4}(-[a-z2-7]{4}){6}$/,
    );
    await fits(member, viewport.width);
    // The codes are kept by copying them or saving them as a text file.
    const codes = await member.getByTestId('recovery-codes').locator('li').allTextContents();
    await member.getByRole('button', { name: words.recoveryCopy }).click();
    await expect(member.getByText(words.recoveryCopied)).toBeVisible();
    expect(await member.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      member.getByRole('button', { name: words.recoveryDownload }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const { readFile } = await import('node:fs/promises');
    const file = (await readFile(await download.path())).toString('utf8');
    expect(file).toBe(`${words.recoveryFileIntro(email)}\n\n${codes.join('\n')}\n`);
    expect(await axeViolations(member), 'axe on the recovery codes').toEqual([]);
    await member.getByRole('button', { name: words.setupSignIn }).click();
    expect(member.url()).not.toContain('#setup=');
    // A code of a later step than the set-up's (a used step is refused): the next one, valid from one step early.
    const nextCode = codeOf(secret, Date.now() + 30_000);
    await fillSignIn(member, { email, password: 'a long enough passphrase', code: nextCode, words: signIn });
    await expect(member.getByTestId('admin-username')).toHaveText(name, { timeout: LIST_TIMEOUT });
    // Support opens the card holders.
    const cardsHeading = (edition === 'hi' ? hi : en).adminCards.heading;
    await expect(member.getByRole('heading', { level: 2, name: cardsHeading })).toBeVisible();
    expect(await axeViolations(member), 'axe on the member’s back office').toEqual([]);

    // The owner gives the member the admissions role too: their open session has it at once.
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await page.getByRole('button', { name: words.changeRolesLabel(name) }).click();
    const editor = row.getByRole('group', { name: words.rolesOf(name) });
    await editor.getByRole('checkbox', { name: words.roleNames.support }).uncheck();
    await editor.getByRole('button', { name: words.saveRoles }).click();
    await expect(editor.getByRole('alert')).toHaveText(words.chooseRole);
    await editor.getByRole('checkbox', { name: words.roleNames.support }).check();
    await editor.getByRole('checkbox', { name: words.roleNames.admissions }).check();
    for (const size of [viewport, other]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page), `axe on the role editor at ${size.width} px`).toEqual([]);
      await fits(page, size.width);
    }
    await page.setViewportSize(viewport);
    await editor.getByRole('button', { name: words.saveRoles }).click();
    await expect(row).toContainText(`${words.roleNames.support}, ${words.roleNames.admissions}`, {
      timeout: LIST_TIMEOUT,
    });
    await expect(page.getByText(words.memberChanged(name))).toBeVisible();
    expect((await member.request.get('/api/admissions/all')).status()).toBe(200);

    // The owner disables the member: their session ends at once.
    await page.getByRole('button', { name: words.disableLabel(name) }).click();
    // The row offers Enable once the server has disabled the member (the Hindi status, बंद, is also in the Hindi
    // label of the Disable button, so the status text alone would not wait for the server).
    await expect(page.getByRole('button', { name: words.enableLabel(name) })).toBeVisible();
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText(words.disabled);
    expect((await member.request.get('/api/admin/session')).ok()).toBe(true);
    expect(await (await member.request.get('/api/admin/session')).json()).toMatchObject({ authenticated: false });
    await context.close();

    // The audit log names who did what.
    await page.getByRole('button', { name: words.auditHeading, exact: true }).click();
    await page.getByLabel(words.auditRecord).fill(`staff/${email}`);
    await page.getByRole('button', { name: words.auditShow }).click();
    const rows = page.getByTestId('audit-row');
    // Only this member's entries, even when the whole log's first read answers after the filtered one.
    await expect(rows.filter({ hasNotText: `staff/${email}` })).toHaveCount(0);
    await expect(rows.first()).toContainText(words.auditActions['staff-disable']);
    await expect(rows.first()).toContainText('Demo Owner');
    await expect(rows.first()).toContainText('owner@demo.awaaz.in');
    await expect(rows.first().getByTestId('audit-change')).toHaveText(
      `${words.auditFields.disabled}: ${words.auditNo} → ${words.auditChangedTo} ${words.auditYes}`,
    );
    const rolesChanged = rows.filter({ hasText: words.auditActions['staff-roles'] });
    await expect(rolesChanged.getByTestId('audit-change')).toHaveText(
      `${words.auditFields.roles}: ${words.roleNames.support} → ${words.auditChangedTo} ${words.roleNames.support}, ${words.roleNames.admissions}`,
    );
    await expect(rows.last()).toContainText(words.auditActions['staff-added']);
    for (const size of [viewport, other]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page), `axe on the audit log at ${size.width} px`).toEqual([]);
      await fits(page, size.width);
    }

    // One sign-out menu, two choices worded alike.
    const menu = page.getByRole('button', { name: words.signOutMenu, exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: words.signOutEverywhere })).toBeVisible();
    expect(await axeViolations(page), 'axe with the sign-out menu open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(page.getByRole('button', { name: words.signOutEverywhere })).toBeHidden();
    await menu.click();
    await page.getByRole('button', { name: words.signOutHere }).click();
    await expect(page.getByLabel(signIn.password)).toBeVisible({ timeout: LIST_TIMEOUT });
    expect((await page.request.get('/api/admin/staff')).status()).toBe(401);
  });
}

test('a member without the admissions role never sees the applications; the server refuses them too', async ({
  page,
}) => {
  await logIn(page, demoStaff('investor-relations'));
  await expect(page.getByTestId('admin-username')).toHaveText('Demo Investor Relations', { timeout: LIST_TIMEOUT });
  await expect(page.getByRole('button', { name: 'Applications', exact: true })).toHaveCount(0);
  expect((await page.request.get('/api/admissions/all')).status()).toBe(403);
  expect((await page.request.get('/api/admin/staff')).status()).toBe(403);
});
