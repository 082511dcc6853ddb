import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { gotoHydrated, hydrateAll } from './hydration';

/**
 * The application form in both editions: a course card's "Apply" chooses its course in the form, the name and
 * e-mail fields say whose they want, and fields side by side keep their inputs on one line.
 */
const editions = [
  {
    prefix: '',
    course: 'Course',
    firstName: 'First name',
    email: 'E-mail',
    submit: 'Submit application',
    nameHint: "The applicant's own name (the student who will join the course), not a parent's",
    emailHint: "The applicant's e-mail, or that of the parent or guardian who will read our mails",
  },
  {
    prefix: '/hi',
    course: 'कोर्स',
    firstName: 'पहला नाम',
    email: 'ई-मेल',
    submit: 'आवेदन भेजें',
    nameHint: 'आवेदक का अपना नाम (जो छात्रा या छात्र कोर्स करेगा), माता-पिता का नहीं',
    emailHint: 'आवेदक का ई-मेल, या उन माता-पिता या अभिभावक का जो हमारे मेल पढ़ेंगे',
  },
] as const;

/** The grid's fields in pairs as they stand side by side on a wide screen. */
const PAIRS = [
  ['firstName', 'lastName'],
  ['email', 'mobileNumber'],
  ['age', 'gender'],
  ['qualification', 'course'],
] as const;

const topOf = async (page: Page, name: string) => {
  const box = await page.locator(`#apply form [name="${name}"]`).boundingBox();
  if (!box) throw new Error(`${name} is not shown`);
  return box;
};

for (const edition of editions) {
  test(`${edition.prefix || '/'} admissions: a course card's Apply chooses its course; an unknown id chooses none`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${edition.prefix}/admissions`);
    const apply = page.locator(`a[href="${edition.prefix}/admissions?course=coding#apply"]`);
    await expect(apply).toHaveCount(1);
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`${edition.prefix}/admissions\\?course=coding#apply$`));
    await hydrateAll(page);
    await expect(page.getByLabel(edition.course, { exact: true })).toHaveValue('coding');

    await gotoHydrated(page, `${edition.prefix}/admissions?course=astrology#apply`);
    await expect(page.getByLabel(edition.course, { exact: true })).toHaveValue('');
  });

  test(`${edition.prefix || '/'} admissions: the name and e-mail fields say whose they want`, async ({ page }) => {
    await gotoHydrated(page, `${edition.prefix}/admissions#apply`);
    await expect(page.getByLabel(edition.firstName, { exact: true })).toHaveAccessibleDescription(edition.nameHint);
    await expect(page.getByLabel(edition.email, { exact: true })).toHaveAccessibleDescription(edition.emailHint);
  });

  for (const width of [1440, 360]) {
    test(`${edition.prefix || '/'} admissions at ${width} px: paired inputs share a top edge, with and without errors`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${edition.prefix}/admissions#apply`);
      for (const state of ['empty', 'with errors']) {
        if (state === 'with errors') {
          await page.getByLabel(edition.email, { exact: true }).fill('not-an-email');
          await page.getByRole('button', { name: edition.submit }).click();
          await expect(page.locator('#apply form [aria-invalid="true"]').first()).toBeVisible();
        }
        for (const [left, right] of PAIRS) {
          const [a, b] = [await topOf(page, left), await topOf(page, right)];
          if (width === 1440) {
            // Side by side: one top edge (within a pixel of rounding).
            expect(Math.abs(a.y - b.y), `${left} and ${right}, ${state}`).toBeLessThanOrEqual(1);
            expect(b.x).toBeGreaterThan(a.x + a.width);
          } else {
            // One column: the second under the first, both inside the screen.
            expect(b.y, `${right} under ${left}, ${state}`).toBeGreaterThan(a.y + a.height);
            expect(b.x + b.width).toBeLessThanOrEqual(width);
          }
        }
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
