import { type AdmissionStatus, displayStatus } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { queueRecipe } from './outbox';

/**
 * The mails to an applicant, queued as recipes (composed when sent, admission-letters.ts via composers.ts), so the
 * action that queues one never loads or spends the PDF's time: the confirmation right after the application, the
 * mail of a decision.
 */

/** The outbox kinds of these mails (the decision's names its status). */
export const CONFIRMATION_KIND = 'admission-confirmation';
export const decisionKind = (status: AdmissionStatus) => `admission-${status}`;

/** What the composers (composers.ts) need to write a mail about an application. */
const recipeOf = (record: AdmissionRecord, origin: string) => ({
  registrationNumber: record.registrationNumber,
  origin,
});

/**
 * Queues the confirmation of a stored application; never throws (the application has succeeded). Anyone may apply
 * with any address: the confirmations one address gets are capped (recipient-cap.ts); past the cap the application
 * is stored, unconfirmed.
 */
export const queueConfirmation = (
  record: AdmissionRecord,
  origin: string,
  sendSoon?: (work: Promise<unknown>) => void,
) =>
  queueRecipe(
    recipeOf(record, origin),
    { kind: CONFIRMATION_KIND, ref: record.registrationNumber, to: [record.email] },
    sendSoon,
  );

/** Queues the mail of a decision (approved or rejected); never throws (the decision is stored). */
export const queueDecision = (record: AdmissionRecord, origin: string, sendSoon?: (work: Promise<unknown>) => void) =>
  queueRecipe(
    recipeOf(record, origin),
    { kind: decisionKind(displayStatus(record.status)), ref: record.registrationNumber, to: [record.email] },
    sendSoon,
  );
