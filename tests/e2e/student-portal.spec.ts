import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { application } from '../support/applications';
import { demoCode, demoStaff } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { journeyPairs, journeyViewports } from '../support/e2e/journey-viewports';
import { mailTo } from '../support/e2e/mail-catcher';
import { baseURL } from '../support/e2e/web-server';
import { gotoHydrated } from './hydration';

/**
 * The applicant's journey through the real server and its mail catcher (MailDev): apply, get the confirmation,
 * sign in to the portal with the mailed code, follow the decision, get its mail, sign out. In English at 1440 px and in
 * Hindi at 360 px (touch) (journeyPairs), axe clean on each view.
 */

async function apply(language: 'en' | 'hi') {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const input = application({
    email: `portal-${language}-${stamp}@example.in`,
    mobileNumber: `9${stamp.slice(-9)}`,
  });
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/admissions', { data: input, headers: { 'Accept-Language': language } });
  expect(response.status()).toBe(201);
  const { registrationNumber } = (await response.json()) as { registrationNumber: string };
  await api.dispose();
  return { email: input.email, registrationNumber };
}

async function decide(registrationNumber: string, status: 'approved' | 'rejected'): Promise<void> {
  const admin: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const { email, password } = demoStaff('admissions');
  const login = await admin.post('/api/admin/login', { data: { email, password, code: demoCode() } });
  expect(login.status()).toBe(200);
  const response = await admin.patch(`/api/admissions/${registrationNumber}`, { data: { status } });
  expect(response.status()).toBe(200);
  await admin.dispose();
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const EDITIONS = {
  en: {
    path: '/student-portal',
    confirmation: /^Application received: /,
    code: /^Your sign-in code/,
    approved: /^Your application is approved: /,
    number: 'Registration number',
    email: 'E-mail address',
    send: 'Send me a code',
    codeLabel: 'Code from the e-mail',
    signIn: 'Sign in',
    pending: 'Under review',
    approvedStatus: 'Approved',
    submitted: 'Application submitted',
    issued: 'Certificate of admission issued',
    certificate: 'Download certificate',
    slip: 'Download application slip',
    signOut: 'Sign out',
    wrongCode: 'That code is wrong or has expired. Ask for a new code and try again.',
  },
  hi: {
    path: '/hi/student-portal',
    confirmation: /^आवेदन मिल गया: /,
    code: /^स्टूडेंट पोर्टल में साइन इन करने का कोड/,
    approved: /^आपका आवेदन मंज़ूर हो गया: /,
    number: 'रजिस्ट्रेशन नंबर',
    email: 'ई-मेल पता',
    send: 'मुझे कोड भेजें',
    codeLabel: 'ई-मेल में आया कोड',
    signIn: 'साइन इन करें',
    pending: 'जाँच चल रही है',
    approvedStatus: 'मंज़ूर',
    submitted: 'आवेदन भेजा गया',
    issued: 'दाख़िले का सर्टिफ़िकेट जारी हुआ',
    certificate: 'सर्टिफ़िकेट डाउनलोड करें',
    slip: 'आवेदन स्लिप डाउनलोड करें',
    signOut: 'साइन आउट करें',
    wrongCode: 'यह कोड ग़लत है या इसका समय निकल गया है। नया कोड माँगें और फिर से कोशिश करें।',
  },
} as const;

for (const { locale: language, size } of journeyPairs) {
  const words = EDITIONS[language];
  test.describe(`${language} at ${journeyViewports[size].viewport.width} px`, () => {
    test.use(journeyViewports[size]);
    // A whole journey with three mails and four axe runs, on a shared 2-core machine.
    test.setTimeout(150_000);

    test('apply, mail, portal, decision, mail, sign out', async ({ page }) => {
      const { email, registrationNumber } = await apply(language);
      const confirmation = await mailTo(email, words.confirmation);
      expect(confirmation.mail.text).toContain(registrationNumber);
      expect(confirmation.mail.text).toContain(`${words.path}`);
      test.info().annotations.push({ type: 'confirmation mail after', description: `${confirmation.waitedMs} ms` });

      await gotoHydrated(page, words.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAxeClean(page);
      await page.getByLabel(words.number).fill(registrationNumber.toLowerCase());
      await page.getByLabel(words.email).fill(email);
      await page.getByRole('button', { name: words.send }).click();
      const codeField = page.getByLabel(words.codeLabel);
      await expect(codeField).toBeFocused();
      await expectAxeClean(page);
      const codeMail = await mailTo(email, words.code);
      const code = /\b(\d{6})\b/.exec(codeMail.mail.text)?.[1] ?? '';

      // A wrong code first: refused in the page's language, and the right one still works.
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: words.signIn, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(words.wrongCode);
      await codeField.fill(code);
      await page.getByRole('button', { name: words.signIn, exact: true }).click();

      await expect(page.getByText(words.pending, { exact: true })).toBeVisible();
      await expect(page.getByText(registrationNumber, { exact: true })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: words.submitted })).toBeVisible();
      await expect(page.getByRole('button', { name: words.slip })).toBeVisible();
      await expect(page.getByRole('button', { name: words.certificate })).toHaveCount(0);
      await expectAxeClean(page);

      const slip = page.waitForEvent('download');
      await page.getByRole('button', { name: words.slip }).click();
      expect((await slip).suggestedFilename()).toBe(`slip_${registrationNumber}.pdf`);

      await decide(registrationNumber, 'approved');
      const decision = await mailTo(email, words.approved);
      expect(decision.mail.attachments?.map((a) => a.fileName ?? a.generatedFileName)).toEqual([
        `certificate_${registrationNumber}.pdf`,
      ]);
      await page.reload();
      await expect(page.getByText(words.approvedStatus, { exact: true })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: words.issued })).toBeVisible();
      const certificate = page.waitForEvent('download');
      await page.getByRole('button', { name: words.certificate }).click();
      expect((await certificate).suggestedFilename()).toBe(`certificate_${registrationNumber}.pdf`);
      await expectAxeClean(page);

      await page.getByRole('button', { name: words.signOut }).click();
      await expect(page.getByLabel(words.number)).toBeFocused();
      await page.reload();
      await expect(page.getByLabel(words.number)).toBeVisible();
    });
  });
}
