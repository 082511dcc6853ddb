import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { logError } from '../log';
import { holdConfirmation } from '../mail/admission-mails';
import { type HeldMail, releaseOwnMail } from '../mail/outbox';
import { createAdmission, createFlaggedDuplicate, type NewAdmission } from './records';

/**
 * A new application, intent first, so a failure at any step leaves nothing behind (the applicant simply submits
 * again) or a stored application whose confirmation still goes out:
 *
 * 1. the 24-hour duplicate claim (admissions.ts; released again when a later step fails);
 * 2. the confirmation mail is queued held (not due), naming the record's id, before the record is written;
 * 3. the record is written (onlyIfNew), then indexed and counted (its count change keyed by the record's id); when
 *    indexing or counting fails, the record and its count change are taken back;
 * 4. the mail is released (due now, tried after the answer: one write, as only this request knows the mail); a
 *    failed release is logged: the hold's end sends it.
 *
 * A held mail whose record was never written (or was taken back, or got another number) finds no record with its
 * id when composed and is dropped, so no applicant is told of an application that is not stored.
 */

export interface SubmissionRequest {
  /** The parsed application, with the edition it was made in. */
  application: NewAdmission;
  /** The site's address, for the links in the mail. */
  origin: string;
  /** Whether the caller's browser holds the slip of that application (admission-access.ts). */
  holdsSlipOf: (registrationNumber: string) => Promise<boolean>;
  sendSoon?: ((work: Promise<unknown>) => void) | undefined;
  /** Work that waits only for a new application to be stored (the IP's count), done alongside the mail's release. */
  alongside?: () => Promise<unknown>;
  now?: Date;
}

export type SubmissionResult =
  | { kind: 'created'; record: AdmissionRecord }
  /** The same applicant again within 24 hours, from the browser holding the earlier slip (a 409 naming it). */
  | { kind: 'already-applied'; registrationNumber: string };

export async function submitApplication(request: SubmissionRequest): Promise<SubmissionResult> {
  const { application, origin, now = new Date() } = request;
  // The confirmation held for the last record about to be written (a redrawn number holds another). The outbox
  // counts it against the address's cap when it is sent (mail/recipient-cap.ts): past the cap it is not sent.
  const confirmation: { held: HeldMail | null } = { held: null };
  const hold = async (record: AdmissionRecord) => {
    confirmation.held = await holdConfirmation(record, origin);
  };
  const result = await createAdmission(application, now, hold);
  if (result.kind === 'duplicate' && (await request.holdsSlipOf(result.registrationNumber))) {
    return { kind: 'already-applied', registrationNumber: result.registrationNumber };
  }
  const record =
    result.kind === 'created'
      ? result.record
      : await createFlaggedDuplicate(application, result.registrationNumber, now, hold);
  const { held } = confirmation;
  await Promise.all([
    held && releaseOwnMail(held, request.sendSoon).catch((error) => logError('admissions/confirmation-release', error)),
    request.alongside?.(),
  ]);
  return { kind: 'created', record };
}
