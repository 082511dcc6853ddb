import { randomInt } from 'node:crypto';
import { SIGN_IN_CODE_LENGTH } from '../../../src/api/student';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { emailKey } from '../../../src/domain/email-key';
import type { Locale } from '../../../src/domain/locale';
import { findAdmission } from '../admissions/records';
import { nextTurn } from '../http/after-answer';
import { logError } from '../log';
import { composeMail } from '../mail/compose';
import { MAIL_WORDS } from '../mail/mail-words';
import { queueAndSend, queueComposed } from '../mail/outbox';
import { assertUnderLimits, countHits, type ThrottleCheck, type ThrottleRule } from '../security/throttle';
import { CODE_TTL_MS, codeHash, perIp, portalCodes, registrationNumberOf } from './portal-codes';

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

export interface PortalCodeRequest {
  /** As typed: parsed here (400 when it cannot be one). */
  registrationNumber: string;
  email: string;
  /** The caller's IP, as the per-IP limits count it. */
  ip: string;
  now: number;
  /**
   * The runtime's way to go on working after the answer (http/after-answer.ts), or undefined where there is none:
   * then the code is stored now and its mail left to the outbox job.
   */
  later?: ((work: Promise<unknown>) => void) | undefined;
}

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
async function issueCode(
  record: AdmissionRecord,
  now: number,
  send: typeof queueAndSend | typeof queueComposed,
): Promise<void> {
  const code = newCode();
  const { registrationNumber } = record;
  await portalCodes().setJSON(registrationNumber, {
    hash: codeHash(registrationNumber, code),
    expiresAt: now + CODE_TTL_MS,
    wrongTries: 0,
    spent: false,
  });
  await send(
    { ...codeMail(record, code), attachments: [] },
    { kind: 'student-code', ref: registrationNumber, to: [record.email], lifetimeMs: CODE_TTL_MS },
  );
}

/**
 * An applicant asks for a sign-in code (docs/SECURITY.md, "Student portal"): 429 when this number or IP asked too
 * often, counted whether or not the pair exists; otherwise, when the e-mail is the application's, a new code is
 * stored and mailed, and within its recipient's cap (mail/recipient-cap.ts: 5 an hour, 10 a day) sent. Nothing tells
 * the caller which: the same result either way. With `later`, the code is made, stored and mailed after the answer,
 * so up to the answer a real pair does exactly what an unknown number does (the limits and one lookup) and its time
 * does not tell who applied.
 */
export async function requestPortalCode({
  registrationNumber: typed,
  email,
  ip,
  now,
  later,
}: PortalCodeRequest): Promise<void> {
  const registrationNumber = registrationNumberOf(typed);
  const checks: ThrottleCheck[] = [
    { rule: CODES_PER_NUMBER, subject: registrationNumber },
    { rule: CODES_PER_NUMBER_DAILY, subject: registrationNumber },
    ...perIp(ip, CODES_PER_IP),
  ];
  // Each Blobs call waits for the network on Netlify, so what does not wait for another goes with it: the look-up
  // with the limits (its result, or its error, counts only once they let the request through); without `later`, the
  // code and its mail with the counters' heads (the hits themselves are stored first).
  const lookup = findAdmission(registrationNumber);
  lookup.catch(() => undefined);
  const { settled } = await countHits(checks, await assertUnderLimits(checks, now), now);
  const found = await lookup;
  const record = found && emailKey(found.email) === emailKey(email) ? found : null;
  if (!later) {
    await Promise.all([settled, record && issueCode(record, now, queueComposed)]);
    return;
  }
  // The work after the answer starts in the turn after it, so it must be handed over last.
  await settled;
  if (!record) return;
  later(
    nextTurn()
      .then(() => issueCode(record, now, queueAndSend))
      .catch((error: unknown) => logError('student-code/after-answer', error)),
  );
}
