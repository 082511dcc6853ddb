import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * How long an assertion on the applications list waits for the server's answer. A page, a search or a status change
 * goes through the local server and its Blobs sandbox, which takes seconds when the machine is busy; the assertion
 * itself stays exact.
 */
export const LIST_TIMEOUT = 30_000;

/** Opens /admin once its island has hydrated and signs in with the password. */
export async function logIn(page: Page, password: string) {
  await page.goto('/admin');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Searches the applications by registration number, mobile number or e-mail. */
export async function search(page: Page, term: string) {
  await page.getByLabel('Search').fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
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
  data: ReturnType<typeof applicationFor> = applicationFor(firstName),
): Promise<string> {
  const response = await request.post('/api/admissions', { data });
  expect(response.status()).toBe(201);
  return (await response.json()).registrationNumber;
}
