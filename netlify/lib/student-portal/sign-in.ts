import { randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '../../../src/api/student';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { emailKey } from '../../../src/domain/email-key';
import type { Locale } from '../../../src/domain/locale';
import { parseRegistrationNumber } from '../../../src/domain/registration-number';
import { findAdmission } from '../admissions/records';
import { afterAnswer, nextTurn } from '../http/after-answer';
import { refuse, unauthorized } from '../http/errors';
import type { Call } from '../http/handler';
import { isLocalLoopback } from '../http/loopback';
import { logError } from '../log';
import { composeMail } from '../mail/compose';
import { MAIL_WORDS } from '../mail/mail-words';
import { queueAndSend, queueComposed } from '../mail/outbox';
import { issueSession, readSession } from '../security/session';
import { assertNotThrottled, recordHits, type ThrottleCheck, type ThrottleRule } from '../security/throttle';
import { updateBlob } from '../storage/blob-update';
import { hashedKey } from '../storage/key-hash';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';

/**
 * The student portal's sign-in (docs/SECURITY.md, "Student portal"): the registration number and the application's
 * e-mail ask for a 6-digit code, mailed to that e-mail; the code signs in once, within CODE_TTL_MS, and dies after
 * MAX_WRONG_TRIES wrong guesses. Requests are counted per registration number and per IP whether or not the pair
 * exists, and answered alike, so neither the answer nor the limits tell who applied; the code is made, stored and
 * mailed after the answer, so its time does not tell either. Whatever the numbers and IPs, one address gets at most
 * 5 codes an hour and 10 a day (mail/recipient-cap.ts); past that the request is answered the same, nothing sent.
 *
 * Store "student-codes": one blob per registration number, the latest code only (a new request replaces it), as an
 * HMAC of number and code, never the code itself.
 */
export const STUDENT_SESSION_KIND = 'student';
export const STUDENT_SESSION_TTL_SECONDS = 2 * 60 * 60;
export const STUDENT_IDLE_SECONDS = 30 * 60;

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;

const FIFTEEN_MINUTES = 15 * 60;
/** Code requests per registration number: a few in a quarter hour (a mail that is slow to arrive), ten a day. */
export const CODES_PER_NUMBER: ThrottleRule = { name: 'student-code-number', limit: 3, windowSeconds: FIFTEEN_MINUTES };
export const CODES_PER_NUMBER_DAILY: ThrottleRule = {
  name: 'student-code-number-day',
  limit: 10,
  windowSeconds: 24 * 60 * 60,
};
/** Code requests per IP (a family or a school lab asks for several applicants). */
export const CODES_PER_IP: ThrottleRule = { name: 'student-code-ip', limit: 10, windowSeconds: FIFTEEN_MINUTES };
/** Wrong codes per IP, across registration numbers. */
export const WRONG_CODES_PER_IP: ThrottleRule = { name: 'student-login-ip', limit: 20, windowSeconds: FIFTEEN_MINUTES };

const codeSchema = z.object({ hash: z.string(), expiresAt: z.number(), wrongTries: z.number(), spent: z.boolean() });

const codes = () => store('student-codes');
const codeHash = (registrationNumber: string, code: string) =>
  hashedKey(`student-code\n${registrationNumber}\n${code}`);
/** When a stored code can go (the daily clean-up, cleanup-job.ts). */
export const storedCodeExpiry = (data: unknown): number | null => codeSchema.safeParse(data).data?.expiresAt ?? null;

/** The registration number as stored, or 400 for one that cannot be one (it reveals nothing: none has that shape). */
function registrationNumberOf(input: string): string {
  const number = parseRegistrationNumber(input);
  if (!number) throw refuse(400, 'invalidRegistrationNumber');
  return number;
}

const perIp = (call: Call, rule: ThrottleRule): ThrottleCheck[] =>
  isLocalLoopback(call.ip) ? [] : [{ rule, subject: call.ip }];

/** A fresh 6-digit code (leading zeros kept). */
const newCode = () => String(randomInt(10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');

function codeMail(record: AdmissionRecord, code: string) {
  const locale: Locale = record.locale ?? 'en';
  const words = MAIL_WORDS[locale];
  return composeMail(locale, words.code.subject, [
    { kind: 'text', text: words.greeting(`${record.firstName} ${record.lastName}`) },
    { kind: 'text', text: words.code.intro },
    { kind: 'code', text: code },
    { kind: 'text', text: words.code.validity(CODE_TTL_MS / 60_000) },
    { kind: 'text', text: words.code.ignore },
  ]);
}

/** Stores a new code for the application and mails it: sent at once, or left to the outbox job. */
async function issueCode(record: AdmissionRecord, send: typeof queueAndSend | typeof queueComposed): Promise<void> {
  const code = newCode();
  const { registrationNumber } = record;
  await codes().setJSON(registrationNumber, {
    hash: codeHash(registrationNumber, code),
    expiresAt: Date.now() + CODE_TTL_MS,
    wrongTries: 0,
    spent: false,
  });
  await send(
    { ...codeMail(record, code), attachments: [] },
    { kind: 'student-code', ref: registrationNumber, to: [record.email], lifetimeMs: CODE_TTL_MS },
  );
}

/**
 * POST /api/student/code: 429 when this number or IP asked too often (counted whether or not the pair exists);
 * otherwise, when the e-mail is the application's, a new code is stored and mailed (within its recipient's cap).
 * Same answer either way. Where the runtime works on after the answer (Netlify's waitUntil), the code is made,
 * stored and mailed then: up to the answer a real pair does exactly what an unknown number does (the limits and one
 * lookup). Elsewhere (`netlify serve`, the tests) it is stored now and its mail left to the outbox job.
 */
export async function requestCode(call: Call, input: { registrationNumber: string; email: string }): Promise<void> {
  const registrationNumber = registrationNumberOf(input.registrationNumber);
  const checks: ThrottleCheck[] = [
    { rule: CODES_PER_NUMBER, subject: registrationNumber },
    { rule: CODES_PER_NUMBER_DAILY, subject: registrationNumber },
    ...perIp(call, CODES_PER_IP),
  ];
  await assertNotThrottled(checks);
  await recordHits(checks);
  const record = await findAdmission(registrationNumber);
  if (!record || emailKey(record.email) !== emailKey(input.email)) return;
  const sendSoon = afterAnswer(call);
  if (!sendSoon) return issueCode(record, queueComposed);
  sendSoon(
    nextTurn()
      .then(() => issueCode(record, queueAndSend))
      .catch((error: unknown) => logError('student-code/after-answer', error)),
  );
}

type CodeCheck = 'valid' | 'wrong';

/** Checks a typed code against the stored one: a valid code is spent; a wrong one counts (and kills it at the max). */
function checkCode(registrationNumber: string, typed: string, now: number): Promise<CodeCheck> {
  return updateBlob(codes(), `student-code:${registrationNumber}`, registrationNumber, (data) => {
    const stored = parseStored(codeSchema, 'student-codes', data);
    if (!stored || stored.spent || stored.expiresAt <= now || stored.wrongTries >= MAX_WRONG_TRIES) {
      return { result: 'wrong' };
    }
    const expected = Buffer.from(stored.hash);
    const given = Buffer.from(codeHash(registrationNumber, typed));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      return { write: { ...stored, spent: true }, result: 'valid' };
    }
    return { write: { ...stored, wrongTries: stored.wrongTries + 1 }, result: 'wrong' };
  });
}

/** POST /api/student/login: the session cookie's Set-Cookie value, or 401 (wrong, expired, spent) / 429 (this IP). */
export async function signIn(call: Call, input: { registrationNumber: string; code: string }): Promise<string> {
  const registrationNumber = registrationNumberOf(input.registrationNumber);
  const checks = perIp(call, WRONG_CODES_PER_IP);
  await assertNotThrottled(checks);
  const typed = input.code.replace(/\s+/g, '');
  const valid = /^\d{6}$/.test(typed) && (await checkCode(registrationNumber, typed, Date.now())) === 'valid';
  if (!valid) {
    await recordHits(checks);
    throw unauthorized('studentInvalidCode');
  }
  const { cookie } = await issueSession(
    call.req,
    STUDENT_SESSION_KIND,
    registrationNumber,
    STUDENT_SESSION_TTL_SECONDS,
    Date.now(),
    { idleSeconds: STUDENT_IDLE_SECONDS },
  );
  return cookie;
}

/** The signed-in applicant's application, or 401. */
export async function currentApplication(call: Call): Promise<AdmissionRecord> {
  const record = await applicationOfSession(call);
  if (!record) throw unauthorized('studentSignIn');
  return record;
}

/** The application of the request's student session, or null when it has none (or its application has gone). */
export async function applicationOfSession(call: Call): Promise<AdmissionRecord | null> {
  const session = await readSession(call.req, STUDENT_SESSION_KIND);
  return session ? findAdmission(session.sub) : null;
}
