import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitApplication } from '../../netlify/lib/admissions/submit-application';
import { HOLD_MS, runOutbox } from '../../netlify/lib/mail/outbox';
import { CODE_TTL_MS, codeHash, MAX_WRONG_TRIES, portalCodes } from '../../netlify/lib/student-portal/portal-codes';
import { redeemPortalCode, WRONG_CODES_PER_IP } from '../../netlify/lib/student-portal/redeem-portal-code';
import { CODES_PER_NUMBER, requestPortalCode } from '../../netlify/lib/student-portal/request-portal-code';
import { admissionInputSchema } from '../../src/domain/admission-schemas';
import { application } from '../support/applications';
import { freshIp } from '../support/call';
import { setUpMailTests } from '../support/smtp';

/**
 * The student portal's two use cases without HTTP: asking for a sign-in code (request-portal-code.ts) and using it
 * (redeem-portal-code.ts), with their limits, the code's lifetime and its wrong tries. The answers through the functions
 * are in student-portal.test.ts.
 */
const smtp = setUpMailTests();
afterEach(() => vi.restoreAllMocks());

/** A stored application whose confirmation has gone out, so the mails that follow are the code's. */
async function storedApplication() {
  const input = application();
  const result = await submitApplication({
    application: { ...admissionInputSchema.parse(input), locale: 'en' },
    origin: 'http://localhost',
    holdsSlipOf: async () => false,
  });
  if (result.kind !== 'created') throw new Error('not created');
  await runOutbox(() => Date.now() + HOLD_MS + 1000);
  return result.record;
}

/** A code stored for the number as a request stores it, so a test knows it without reading a mail. */
const storeCode = (registrationNumber: string, code: string, now: number) =>
  portalCodes().setJSON(registrationNumber, {
    hash: codeHash(registrationNumber, code),
    expiresAt: now + CODE_TTL_MS,
    wrongTries: 0,
    spent: false,
  });

/** The refusal's status and code, or 'used' when the code signed in. */
const outcome = (registrationNumber: string, code: string, now = Date.now(), ip = freshIp()) =>
  redeemPortalCode({ registrationNumber, code, ip, now }).then(
    () => 'used',
    (error: { status: number; code: string }) => `${error.status} ${error.code}`,
  );

describe('requestPortalCode', () => {
  it('stores and mails a code for the real pair only, answering every pair alike', async () => {
    const record = await storedApplication();
    const now = Date.now();
    const ask = (registrationNumber: string, email: string) =>
      requestPortalCode({ registrationNumber, email, ip: freshIp(), now });
    expect(await ask(record.registrationNumber, 'stranger@example.in')).toBeUndefined();
    expect(await portalCodes().get(record.registrationNumber)).toBeNull();
    expect(await ask(record.registrationNumber.toLowerCase(), record.email.toUpperCase())).toBeUndefined();
    const stored = (await portalCodes().get(record.registrationNumber, { type: 'json' })) as { expiresAt: number };
    expect(stored.expiresAt).toBe(now + CODE_TTL_MS);

    await runOutbox();
    const mail = smtp.to(record.email).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.subject).toBe('Your sign-in code for the student portal');
    expect(await outcome(record.registrationNumber, code, now)).toBe('used');
  });

  it('makes, stores and mails the code only in the work handed to `later`', async () => {
    const record = await storedApplication();
    const work: Promise<unknown>[] = [];
    const request = { registrationNumber: record.registrationNumber, email: record.email, ip: freshIp() };
    await requestPortalCode({ ...request, now: Date.now(), later: (promise) => work.push(promise) });
    expect(work).toHaveLength(1);
    expect(await portalCodes().get(record.registrationNumber)).toBeNull();
    await Promise.all(work);
    expect(await portalCodes().get(record.registrationNumber)).not.toBeNull();
    expect(smtp.to(record.email).at(-1)?.subject).toBe('Your sign-in code for the student portal');
  });

  it(`refuses the ${CODES_PER_NUMBER.limit + 1}th request for one number, and what is no number`, async () => {
    const ask = (registrationNumber: string) =>
      requestPortalCode({ registrationNumber, email: 'a@example.in', ip: freshIp(), now: Date.now() }).then(
        () => 'asked',
        (error: { status: number; code: string }) => `${error.status} ${error.code}`,
      );
    const answers: string[] = [];
    for (let i = 0; i <= CODES_PER_NUMBER.limit; i++) answers.push(await ask('AVI-2026-XXXXXX'));
    expect(answers).toEqual([...Array(CODES_PER_NUMBER.limit).fill('asked'), '429 tooManyAttempts']);
    expect(await ask('12345')).toBe('400 invalidRegistrationNumber');
  });
});

describe('redeemPortalCode', () => {
  it('signs in once, spaces and case aside, with the number as stored', async () => {
    const { registrationNumber } = await storedApplication();
    const now = Date.now();
    await storeCode(registrationNumber, '042917', now);
    await expect(
      redeemPortalCode({ registrationNumber: registrationNumber.toLowerCase(), code: '042 917', ip: freshIp(), now }),
    ).resolves.toEqual({ registrationNumber });
    expect(await outcome(registrationNumber, '042917', now)).toBe('401 studentInvalidCode');
  });

  it('refuses a code past its lifetime, a code of another number and a code that is no code', async () => {
    const first = await storedApplication();
    const second = await storedApplication();
    const now = Date.now();
    await storeCode(first.registrationNumber, '111111', now);
    expect(await outcome(first.registrationNumber, '111111', now + CODE_TTL_MS)).toBe('401 studentInvalidCode');
    expect(await outcome(second.registrationNumber, '111111', now)).toBe('401 studentInvalidCode');
    expect(await outcome(first.registrationNumber, '11111a', now)).toBe('401 studentInvalidCode');
    expect(await outcome(first.registrationNumber, '111111', now + CODE_TTL_MS - 1)).toBe('used');
  });

  it(`kills the code after ${MAX_WRONG_TRIES} wrong tries`, async () => {
    const { registrationNumber } = await storedApplication();
    const now = Date.now();
    await storeCode(registrationNumber, '222222', now);
    for (let i = 0; i < MAX_WRONG_TRIES; i++) {
      expect(await outcome(registrationNumber, '333333', now)).toBe('401 studentInvalidCode');
    }
    expect(await outcome(registrationNumber, '222222', now)).toBe('401 studentInvalidCode');
  });

  it(`refuses an IP after ${WRONG_CODES_PER_IP.limit} wrong codes, even the right one, and not another IP`, async () => {
    const { registrationNumber } = await storedApplication();
    const now = Date.now();
    const ip = freshIp();
    for (let i = 0; i < WRONG_CODES_PER_IP.limit; i++) {
      expect(await outcome('AVI-2026-WWWWWW', '000000', now, ip)).toBe('401 studentInvalidCode');
    }
    await storeCode(registrationNumber, '444444', now);
    expect(await outcome(registrationNumber, '444444', now, ip)).toBe('429 tooManyAttempts');
    expect(await outcome(registrationNumber, '444444', now)).toBe('used');
  });
});
