import { type AdmissionStatus, displayStatus } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { logError } from '../log';
import { currentHits, recordHit, type ThrottleRule } from '../throttle';
import { queueRecipe } from './outbox';

/**
 * The mails to an applicant, queued as recipes (composed when sent, admission-letters.ts via composers.ts), so the
 * action that queues one never loads or spends the PDF's time: the confirmation right after the application, the
 * mail of a decision.
 */

/** The outbox kinds of these mails (the decision's names its status). */
export const CONFIRMATION_KIND = 'admission-confirmation';
export const decisionKind = (status: AdmissionStatus) => `admission-${status}`;

/**
 * Confirmations per address and day: anyone may apply with any e-mail address (20 an hour per IP), so without a cap
 * a stranger could make the site mail someone again and again. Past it the application is stored, unconfirmed.
 */
export const CONFIRMATIONS_PER_ADDRESS: ThrottleRule = {
  name: 'mail-confirmation-to',
  limit: 5,
  windowSeconds: 24 * 60 * 60,
};

/** What the composers (composers.ts) need to write a mail about an application. */
const recipeOf = (record: AdmissionRecord, origin: string) => ({
  registrationNumber: record.registrationNumber,
  origin,
});

/** Queues the confirmation of a stored application; never throws (the application has succeeded). */
export async function queueConfirmation(
  record: AdmissionRecord,
  origin: string,
  sendSoon?: (work: Promise<unknown>) => void,
) {
  const check = { rule: CONFIRMATIONS_PER_ADDRESS, subject: record.email.toLowerCase() };
  try {
    if ((await currentHits(check)) >= CONFIRMATIONS_PER_ADDRESS.limit) return 'not-queued' as const;
    await recordHit(check);
  } catch (error) {
    logError('outbox/admission-confirmation/throttle', error);
    return 'not-queued' as const;
  }
  const options = { kind: CONFIRMATION_KIND, ref: record.registrationNumber, to: [record.email] };
  return queueRecipe(recipeOf(record, origin), options, sendSoon);
}

/** Queues the mail of a decision (approved or rejected); never throws (the decision is stored). */
export const queueDecision = (record: AdmissionRecord, origin: string, sendSoon?: (work: Promise<unknown>) => void) =>
  queueRecipe(
    recipeOf(record, origin),
    { kind: decisionKind(displayStatus(record.status)), ref: record.registrationNumber, to: [record.email] },
    sendSoon,
  );
