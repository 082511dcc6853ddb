import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from '../../../scripts/lib/demo-staff';
import type { StaffRole } from '../../../src/domain/staff';
import { en } from '../../../src/i18n/messages/en';

/**
 * How long an assertion on the applications list waits for the server's answer. A page, a search or a status change
 * goes through the local server and its Blobs sandbox, which takes seconds when the machine is busy; the assertion
 * itself stays exact.
 */
export const LIST_TIMEOUT = 30_000;

/** The page does not scroll sideways at this width: a wide table scrolls in its own box. */
export const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** The demo member of a role: e-mail and password (their authenticator secret is DEMO_TOTP_SECRET). */
export function demoStaff(role: StaffRole = 'admissions') {
  const member = DEMO_STAFF.find((candidate) => candidate.role === role);
  if (!member) throw new Error(`no demo member with the role ${role}`);
  return member;
}

/** The demo authenticator's code now, as an authenticator app shows it. */
export const demoCode = () => TOTP.generate({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) });

interface SignIn {
  email?: string;
  password?: string;
  code?: string;
  /** The page's words (the Hindi edition's labels). */
  words?: { email: string; password: string; authCode: string; logIn: string };
}

/** Fills the hydrated sign-in form (the demo admissions member by default) and submits it. */
export async function fillSignIn(page: Page, { email, password, code, words = en.staffSignIn }: SignIn = {}) {
  const member = demoStaff();
  await page.getByLabel(words.email).fill(email ?? member.email);
  await page.getByLabel(words.password).fill(password ?? member.password);
  await page.getByLabel(words.authCode).fill(code ?? demoCode());
  await page.getByRole('button', { name: words.logIn, exact: true }).click();
}

/** Opens /admin once its island has hydrated and signs in (the demo admissions member unless told otherwise). */
export async function logIn(page: Page, signIn: SignIn = {}) {
  await page.goto('/admin');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await fillSignIn(page, signIn);
}

/** Searches the applications by registration number, mobile number or e-mail. */
export async function search(page: Page, term: string) {
  // The back office's own search, not the site search in the header.
  const main = page.locator('#main');
  await main.getByLabel('Search', { exact: true }).fill(term);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
}

/** A coding application for "<firstName> Kumari" (19, Class 12) with an e-mail and mobile number of its own. */
export function applicationFor(firstName: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName,
    lastName: 'Kumari',
    email: `${firstName.toLowerCase()}.${id}@example.in`,
    mobileNumber: `7${id.slice(-9)}`,
    age: 19,
    gender: 'Female',
    qualification: 'Class 12',
    disabilityStatus: 'No',
    course: 'coding',
  };
}

/** Submits `data` (applicationFor(firstName) unless given) through the API; its registration number. */
export async function apply(
  request: APIRequestContext,
  firstName: string,
  data: ReturnType<typeof applicationFor> & { guardianName?: string; guardianConsent?: boolean } = applicationFor(
    firstName,
  ),
): Promise<string> {
  const response = await request.post('/api/admissions', { data });
  expect(response.status()).toBe(201);
  return (await response.json()).registrationNumber;
}
