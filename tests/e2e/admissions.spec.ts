import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/e2e/axe';
import { chunkUrl } from '../support/e2e/chunk-url';
import { holdRequests } from '../support/e2e/hold-requests';
import { hydrateAll } from './hydration';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe('admission application form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/admissions#apply');
    await hydrateAll(page);
  });

  test('has no axe violations, empty and with every error and optional block shown', async ({ page }) => {
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Age', { exact: true }).fill('12');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Describe the disability')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows inline errors beside the fields and focuses the first one', async ({ page }) => {
    await page.getByRole('button', { name: 'Submit application' }).click();
    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(/First name is required/);
    await expect(page.getByText('Enter a valid e-mail address', { exact: false })).toHaveCount(0);
    await expect(page.getByText('E-mail is required')).toBeVisible();
    await expect(page.getByText('Choose a course')).toBeVisible();

    // Fixing a field clears its message; a bad mobile number names the rule.
    await firstName.fill('Asha');
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(/10-digit Indian mobile number/);
  });

  test('asks for a parent or guardian under 18, then applies and downloads the slip', async ({ page }) => {
    const id = unique();
    await page.getByLabel('First name').fill('प्रिया');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByLabel('E-mail').fill(`priya.${id}@example.in`);
    await page.getByLabel('Mobile number').fill(`+91 9${id.slice(-9)}`);
    await page.getByLabel('Age', { exact: true }).fill('12');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Qualification').selectOption('Class 10');
    await page.getByLabel('Course').selectOption('voice-acting');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Type of disability').fill('Low vision');

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByLabel("Parent or guardian's full name")).toBeFocused();
    await expect(page.getByText('Parent or guardian consent is required for applicants under 18')).toBeVisible();
    await page.getByLabel("Parent or guardian's full name").fill('Sunita Sharma');
    await page.getByLabel(/I consent to this application/).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    const number = (await page.getByTestId('registration-number').textContent()) ?? '';
    expect(number).toMatch(/^AVI-\d{4}-[2-9A-HJ-NP-Z]{6}$/);
    await expect(
      page.getByText(`We are mailing your confirmation, with this slip, to priya.${id}@example.in.`),
    ).toBeVisible();
    await expect(page.locator('#apply').getByRole('link', { name: 'student portal', exact: true })).toHaveAttribute(
      'href',
      '/student-portal',
    );

    // The number stays on one line on a phone, and the copy button copies it.
    await page.setViewportSize({ width: 360, height: 780 });
    const shown = page.getByTestId('registration-number');
    const lineHeight = await shown.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    const box = await shown.boundingBox();
    expect(box?.height).toBeLessThan(lineHeight * 1.5);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy number' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download slip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`slip_${number}.pdf`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('answers a second application from the same browser with the first number', async ({ page }) => {
    const id = unique();
    const body = {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: `meera.${id}@example.in`,
      mobileNumber: `8${id.slice(-9)}`,
      age: 24,
      gender: 'Female',
      qualification: 'Graduate',
      disabilityStatus: 'No',
      course: 'business',
    };
    // The first application from this browser (page.request shares its cookies): it holds the slip cookie.
    const first = await (await page.request.post('/api/admissions', { data: body })).json();
    await page.getByLabel('First name').fill(body.firstName);
    await page.getByLabel('Last name').fill(body.lastName);
    await page.getByLabel('E-mail').fill(body.email);
    await page.getByLabel('Mobile number').fill(body.mobileNumber);
    await page.getByLabel('Age', { exact: true }).fill(String(body.age));
    await page.getByLabel('Gender').selectOption(body.gender);
    await page.getByLabel('Qualification').selectOption(body.qualification);
    await page.getByLabel('Course').selectOption(body.course);
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'You have already applied' })).toBeVisible();
    await expect(page.getByTestId('registration-number')).toHaveText(first.registrationNumber);
  });
});

test('keeps what was typed before the form hydrated', async ({ page }) => {
  // On a slow phone the form's script arrives after the visitor has started typing into the server's HTML.
  const release = await holdRequests(page, /\/AdmissionForm\.[\w-]+\.js$/);
  await page.goto('/admissions#apply');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Age', { exact: true }).fill('12');
  await page.getByRole('radio', { name: 'No' }).check();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await hydrateAll(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Asha');
  // The age typed before hydration counts: a minor needs a guardian.
  await expect(page.getByLabel("Parent or guardian's full name")).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
});

test('sends nothing while the page cannot load what shows the outcome, and sends once it can', async ({ page }) => {
  // The outcome's code loads on first use; offline by then, the application must not be sent unseen.
  await page.route(chunkUrl('ApplicationResult'), (route) => route.abort('internetdisconnected'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admissions') sent.push(request.url());
  });
  await page.goto('/admissions#apply');
  await hydrateAll(page);
  const id = unique();
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('E-mail').fill(`kavya.${id}@example.in`);
  await page.getByLabel('Mobile number').fill(`+91 9${id.slice(-9)}`);
  await page.getByLabel('Age', { exact: true }).fill('21');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Qualification').selectOption('Graduate');
  await page.getByLabel('Course').selectOption('voice-acting');
  await page.getByRole('radio', { name: 'No' }).check();

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The application could not be sent. Check your internet connection and try again.',
  );
  expect(sent).toEqual([]);

  await page.unroute(chunkUrl('ApplicationResult'));
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  expect(sent).toHaveLength(1);
});
