import { expect, type Page, test } from '@playwright/test';
import { DEMO_CARD_HOLDER_MOBILE } from '../../netlify/lib/security/demo-mode';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { demoStaff, fillSignIn, fits, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';

/** Support's card holder journey in the back office: find the demo holder, add a card, reset its PIN, block it. */

const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
/** A mobile number no other run uses. */
const freshMobile = () => `9${String(Date.now()).slice(-9)}`;
const shownPin = async (page: Page) => ((await page.getByTestId('new-pin').locator('span').textContent()) ?? '').trim();

for (const [edition, messages, viewport, other] of [
  ['en', en, viewports.desktop, viewports.mobile],
  ['hi', hi, viewports.mobile, viewports.desktop],
] as const) {
  const words = messages.adminCards;
  const base = edition === 'hi' ? '/hi/admin' : '/admin';

  test(`${edition} at ${viewport.width} and ${other.width} px: support finds a holder, adds a card, resets its PIN and blocks it`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto(base);
    await hydrated(page);
    await fillSignIn(page, { ...demoStaff('support'), words: messages.staffSignIn });
    await expect(page.getByTestId('admin-username')).toHaveText('Demo Support', { timeout: LIST_TIMEOUT });
    // Support opens the card holders first; the applications and staff are not offered.
    await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: messages.admin.applications, exact: true })).toHaveCount(0);

    await page.getByLabel(words.mobile).first().fill(`+91 ${DEMO_CARD_HOLDER_MOBILE}`);
    await page.locator('#main').getByRole('button', { name: words.find, exact: true }).click();
    const card = page.getByTestId('card-holder');
    await expect(card.getByRole('heading', { name: words.card('Meera Sharma') })).toBeVisible({
      timeout: LIST_TIMEOUT,
    });
    await expect(card).toContainText(DEMO_CARD_HOLDER_MOBILE);
    expect(await axeViolations(page), 'axe on a found card').toEqual([]);
    await fits(page, viewport.width);

    const mobile = freshMobile();
    await page.getByLabel(words.mobile).first().fill(mobile);
    await page.locator('#main').getByRole('button', { name: words.find, exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(words.notFoundAddHint, { timeout: LIST_TIMEOUT });
    const form = page.getByRole('form', { name: words.addHeading });
    await expect(form.getByLabel(words.mobile)).toHaveValue(mobile);
    await form.getByLabel(words.holderName).fill(`Ravi ${edition}`);
    await form.getByLabel(words.accountNumber).fill(`VX-E2E-${mobile}`);
    await form.getByLabel(words.rechargeAmount).fill('499');
    await form.getByRole('button', { name: words.add, exact: true }).click();
    const pin = page.getByTestId('new-pin');
    await expect(pin).toContainText(words.pinWarning, { timeout: LIST_TIMEOUT });
    const firstPin = await shownPin(page);
    expect(firstPin).toMatch(/^\d{4}$/);
    await expect(card.getByRole('heading', { name: words.card(`Ravi ${edition}`) })).toBeVisible();
    expect(await axeViolations(page), 'axe with a new PIN shown').toEqual([]);
    await fits(page, viewport.width);
    await page.getByRole('button', { name: words.pinDone }).click();
    await expect(pin).toHaveCount(0);

    // Resetting the PIN asks first, in a dialog that Cancel closes without a change.
    await card.getByRole('button', { name: words.resetPin }).click();
    const dialog = page.getByRole('dialog', { name: words.confirmResetTitle });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page), 'axe on the confirmation').toEqual([]);
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(pin).toHaveCount(0);
    await card.getByRole('button', { name: words.resetPin }).click();
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(pin).toBeVisible({ timeout: LIST_TIMEOUT });
    const newPin = await shownPin(page);
    expect(newPin).toMatch(/^\d{4}$/);

    await card.getByRole('button', { name: words.block, exact: true }).click();
    await page
      .getByRole('dialog', { name: words.confirmBlockTitle })
      .getByRole('button', { name: words.confirm })
      .click();
    await expect(page.getByRole('region', { name: words.heading }).getByRole('status')).toHaveText(words.blockedNow, {
      timeout: LIST_TIMEOUT,
    });
    await expect(card).toContainText(words.blocked);
    await expect(card.getByRole('button', { name: words.unblock })).toBeVisible();
    // The blocked holder's sign-in to the AI tools gets the refusal a wrong PIN gets.
    const login = await page.request.post('/api/auth/login', {
      data: { mobileNumber: mobile, securityPin: newPin },
      headers: { 'Accept-Language': edition },
    });
    expect(login.status()).toBe(401);
    expect((await login.json()).error).toBe(messages.aiTools.invalidLogin);

    await page.setViewportSize(other);
    expect(await axeViolations(page), `axe at ${other.width} px`).toEqual([]);
    await fits(page, other.width);
  });
}

for (const [edition, messages, viewport, other] of [
  ['en', en, viewports.desktop, viewports.mobile],
  ['hi', hi, viewports.mobile, viewports.desktop],
] as const) {
  const words = messages.adminCards;

  test(`${edition} at ${viewport.width} and ${other.width} px: support lists the card holders, searches them by name and number, and opens one`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto(edition === 'hi' ? '/hi/admin' : '/admin');
    await hydrated(page);
    await fillSignIn(page, { ...demoStaff('support'), words: messages.staffSignIn });
    const list = page.getByTestId('card-list');
    const items = list.getByTestId('card-list-item');
    await expect(items.first()).toBeVisible({ timeout: LIST_TIMEOUT });

    const search = list.getByLabel(words.listSearch);
    await search.fill('meera');
    await list.getByRole('button', { name: words.listShow }).click();
    await expect(items.filter({ hasNotText: 'Meera' })).toHaveCount(0, { timeout: LIST_TIMEOUT });
    await expect(items.filter({ hasText: DEMO_CARD_HOLDER_MOBILE })).toHaveCount(1);
    await search.fill(DEMO_CARD_HOLDER_MOBILE.slice(2, 7));
    await list.getByRole('button', { name: words.listShow }).click();
    await expect(items.filter({ hasNotText: DEMO_CARD_HOLDER_MOBILE.slice(2, 7) })).toHaveCount(0, {
      timeout: LIST_TIMEOUT,
    });
    await expect(items.filter({ hasText: 'Meera Sharma' })).toHaveCount(1);

    for (const size of [viewport, other]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page), `axe on the list at ${size.width} px`).toEqual([]);
      await fits(page, size.width);
    }
    await page.setViewportSize(viewport);

    // A search the server cannot read is refused in the page's language.
    await search.fill('.*');
    await list.getByRole('button', { name: words.listShow }).click();
    await expect(list.getByRole('alert')).toContainText(messages.server.cardSearchNotUnderstood, {
      timeout: LIST_TIMEOUT,
    });

    await search.fill('Meera Sharma');
    await list.getByRole('button', { name: words.listShow }).click();
    await expect(list.getByRole('alert')).toHaveCount(0, { timeout: LIST_TIMEOUT });
    await list.getByRole('button', { name: words.listOpenLabel('Meera Sharma') }).click();
    await expect(
      page.getByTestId('card-holder').getByRole('heading', { name: words.card('Meera Sharma') }),
    ).toBeVisible();
  });
}
