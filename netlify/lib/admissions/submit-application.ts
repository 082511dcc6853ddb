import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { logError } from '../log';
import { holdConfirmation } from '../mail/admission-mails';
import { dropHeldMail, type HeldMail, releaseOwnMail } from '../mail/outbox';
import { createAdmission, createFlaggedDuplicate, type NewAdmission, type NewRecordSteps } from './records';

/**
 * A new application, intent first, so a failure at any step leaves nothing behind (the applicant simply submits
 * again) or a stored application whose confirmation still goes out. Steps that do not wait for each other go
 * together, as each Blobs call waits for the network on Netlify (records.ts, `NewRecordSteps`):
 *
 * 1. the caller's limits (the IP's) and the previous day's duplicate claim are read: a refusal writes nothing;
 * 2. the day's duplicate claim (records.ts; released again when a later step fails) and the confirmation, queued held
 *    (not due), naming the id of the record about to be written; a claim that finds an earlier application leaves
 *    a hold no record matches: taken back on a 409, used by the flagged duplicate otherwise;
 * 3. the record is written (onlyIfNew), and the IP's count with it (`alongside`);
 * 4. it is indexed and counted (its count change keyed by the record's id); when those fail, the record, its count
 *    change and its confirmation are taken back. Where nothing runs after the answer, the confirmation's release (one
 *    write, as only this request knows the mail) goes with them; where the runtime works after the answer it is
 *    tried then, once they are done (no write). A failed release is logged: the hold's end sends it.
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
  /** The caller's limits as read (the IP's): nothing is written before it resolves, and nothing when it throws. */
  admitted?: Promise<unknown>;
  /** Work that counts a stored application (the IP's count), made with the record's write; it must not throw. */
  alongside?: () => Promise<unknown>;
  now?: Date;
}

export type SubmissionResult =
  | { kind: 'created'; record: AdmissionRecord }
  /** The same applicant again within 24 hours, from the browser holding the earlier slip (a 409 naming it). */
  | { kind: 'already-applied'; registrationNumber: string };

export async function submitApplication(request: SubmissionRequest): Promise<SubmissionResult> {
  const { application, origin, sendSoon, now = new Date() } = request;
  // The confirmation held for the last record about to be written (a redrawn number holds another). The outbox
  // counts it against the address's cap when it is sent (mail/recipient-cap.ts): past the cap it is not sent.
  const confirmation: { held: HeldMail | null } = { held: null };
  const release = () =>
    confirmation.held &&
    releaseOwnMail(confirmation.held, sendSoon).catch((error) => logError('admissions/confirmation-release', error));
  const steps: NewRecordSteps = {
    ...(request.admitted ? { admitted: request.admitted } : {}),
    beforeWrite: async (record) => {
      confirmation.held = await holdConfirmation(record, origin);
    },
    ...(request.alongside ? { withWrite: request.alongside } : {}),
    // Released with the index only where the release is a write: a try made now could go out before a failed
    // index takes the record back.
    ...(sendSoon ? {} : { withIndex: async () => release() }),
    takeBack: async () => takeBack(confirmation.held),
  };
  const result = await createAdmission(application, now, steps);
  if (result.kind === 'duplicate' && (await request.holdsSlipOf(result.registrationNumber))) {
    if (result.held) await takeBack(confirmation.held);
    return { kind: 'already-applied', registrationNumber: result.registrationNumber };
  }
  const record =
    result.kind === 'created'
      ? result.record
      : await createFlaggedDuplicate(application, result.registrationNumber, now, steps, result.held);
  if (sendSoon) await release();
  return { kind: 'created', record };
}

/** A held confirmation whose application is not stored (a 409, a failed index): deleted, or dropped when composed. */
const takeBack = async (held: HeldMail | null) => {
  if (held) await dropHeldMail(held).catch((error) => logError('admissions/confirmation-take-back', error));
};
