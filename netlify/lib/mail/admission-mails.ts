import type { AdmissionStatus } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { type HeldMail, queueHeld } from './outbox';

/**
 * The mails to an applicant, queued as recipes (composed when sent, admission-letters.ts via composers.ts), so the
 * action that queues one never loads or spends the PDF's time: the confirmation right after the application, the
 * mail of a decision. Both are held (outbox.ts, `queueHeld`) before the record changes and released after it.
 */

/** The outbox kinds of these mails (the decision's names its status). */
export const CONFIRMATION_KIND = 'admission-confirmation';
export const decisionKind = (status: AdmissionStatus) => `admission-${status}`;

/** The outbox ids of the held mails: the application's record id, the decision's id (one mail each). */
const confirmationMailId = (record: Pick<AdmissionRecord, 'id'>) => `admission-confirmation-${record.id}`;
export const decisionMailId = (decisionId: string) => `admission-decision-${decisionId}`;

/**
 * Holds the confirmation of an application about to be stored (the recipe names the record's id: a held mail
 * whose record was never written, or was renumbered, finds no record of that id and is dropped). Throws when it
 * cannot be stored.
 */
export function holdConfirmation(record: AdmissionRecord, origin: string): Promise<HeldMail> {
  const recipe = { registrationNumber: record.registrationNumber, origin, applicationId: record.id };
  const options = { kind: CONFIRMATION_KIND, ref: record.registrationNumber, to: [record.email] };
  return queueHeld(recipe, { ...options, id: confirmationMailId(record) });
}

/**
 * Holds the mail of a decision (approved or rejected) about to be stored under `decisionId`: composed only while
 * the record still holds that decision. Throws when it cannot be stored.
 */
export const holdDecision = (
  record: Pick<AdmissionRecord, 'registrationNumber' | 'email'>,
  status: Exclude<AdmissionStatus, 'pending'>,
  decisionId: string,
  origin: string,
) =>
  queueHeld(
    { registrationNumber: record.registrationNumber, origin, decisionId },
    { kind: decisionKind(status), ref: record.registrationNumber, to: [record.email], id: decisionMailId(decisionId) },
  );
