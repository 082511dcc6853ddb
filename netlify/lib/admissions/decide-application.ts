import { randomUUID } from 'node:crypto';
import { type AdmissionStatus, displayStatus } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { parseRegistrationNumber } from '../../../src/domain/registration-number';
import { appendAudit } from '../audit';
import { notFound, tooBusy } from '../http/errors';
import { logError } from '../log';
import { decisionMailId, holdDecision } from '../mail/admission-mails';
import { type HeldMail, releaseMail } from '../mail/outbox';
import type { BlobState } from '../storage/blob-update';
import { together } from '../storage/in-parallel';
import {
  closeStatusChange,
  type Decider,
  moveOpenChange,
  readAdmissionState,
  recordOf,
  type StatusWrite,
  writeStatus,
} from './records';

/**
 * A staff decision on an application (approve, reject, or back to pending), intent first, so a failure at any step
 * leaves either nothing changed or a change that a retry of the same request finishes:
 *
 * 1. the decision's mail is queued held (not due) under a new decision id, before the record changes;
 * 2. the record is written with the status, that id and `openChange` (the status it came from, who, when), from the
 *    record as read with its ETag (no second read);
 * 3. the new status's views are added and the counts move, keyed by the id (idempotent);
 * 4. the audit entry is appended under the id and the change's time (idempotent);
 * 5. the mail is released (due now), from the hold as written (one write); a failed release is logged, the hold's
 *    end sends it all the same;
 * 6. `openChange` is removed, from the record as written in 2, and the old status's views with it.
 *
 * Steps 3 and 4 run together, then 5 and 6 (each pair's steps do not depend on each other; see finishChange): the
 * mail is never released before the audit entry is written, and the application is never in no view.
 * A failure before 2 leaves a held mail that its composer drops (the record does not hold its decision id). After
 * 2 the status is stored: a retry finds it in that status with `openChange` and does 3 to 6 (never another mail),
 * answering success; so does the next decision on the record before writing its own.
 */

export interface DecisionRequest {
  registrationNumber: string;
  /**
   * The record as read with its ETag while the caller authorised the member (readAdmissionState of the same number):
   * the first round starts from it instead of reading again.
   */
  read?: Promise<BlobState>;
  status: AdmissionStatus;
  member: Decider;
  /** The site's address, for the links in the mail. */
  origin: string;
  /** Works after the answer where the runtime allows (after-answer.ts): the released mail's first try. */
  sendSoon?: ((work: Promise<unknown>) => void) | undefined;
  now?: Date;
}

export interface DecisionResult {
  application: AdmissionRecord;
  /** Whether this request changed the status (false: it was already so, and anything left open is now done). */
  changed: boolean;
}

/** Reads before giving up when other decisions on the same record keep coming in between (fail closed, 429). */
const ROUNDS = 4;

export async function decideApplication(request: DecisionRequest): Promise<DecisionResult> {
  const registrationNumber = parseRegistrationNumber(request.registrationNumber);
  if (!registrationNumber) throw notFound('noApplication');
  const decisionId = randomUUID();
  let held: HeldMail | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const state = round === 0 && request.read ? await request.read : await readAdmissionState(registrationNumber);
    const record = recordOf(state);
    if (!record) throw notFound('noApplication');
    const write = await intendAndWrite(record, state, request, decisionId, held);
    held = write.held;
    if (write.result.kind === 'missing') throw notFound('noApplication');
    // Only a change this request wrote starts from what it wrote; one it finishes for another reads both.
    const start = write.result.kind === 'written' ? { mail: held?.written, written: write.result.written } : {};
    const finished = await finishChange(write.result.record, request.sendSoon, start);
    if (write.result.kind === 'written') return { application: finished, changed: true };
    // Already so (this request's earlier try, or another's): done once its steps are.
    if (displayStatus(finished.status) === request.status) return { application: finished, changed: false };
    // Another change was left open: it is finished now, so try ours again.
  }
  throw tooBusy();
}

/** Steps 1 and 2 (the mail held once per request); the record as found when it needs no write. */
async function intendAndWrite(
  record: AdmissionRecord,
  state: BlobState,
  { status, member, origin, now = new Date() }: DecisionRequest,
  decisionId: string,
  held: HeldMail | null,
): Promise<{ result: StatusWrite; held: HeldMail | null }> {
  if (displayStatus(record.status) === status) return { result: { kind: 'same', record }, held };
  if (record.openChange) return { result: { kind: 'open', record }, held };
  const mail = status !== 'pending' && !held ? await holdDecision(record, status, decisionId, origin) : held;
  const result = await writeStatus(record.registrationNumber, status, member, decisionId, now, state);
  return { result, held: mail };
}

/** Where this request's last steps start: its held mail and its record as it wrote them (no read for either). */
interface Written {
  mail?: BlobState | undefined;
  written?: BlobState | undefined;
}

/** Steps 3 to 6 of the change the record holds open (nothing when none is). */
async function finishChange(
  record: AdmissionRecord,
  sendSoon: DecisionRequest['sendSoon'],
  start: Written,
): Promise<AdmissionRecord> {
  const { openChange, decisionId, registrationNumber } = record;
  if (!openChange || !decisionId) return record;
  const status = displayStatus(record.status);
  // Steps 3 and 4 together: both follow the stored record and are keyed by the decision id, so a retry redoes
  // either without doubling it; the mail is released only once both are done.
  await together(
    moveOpenChange(record),
    appendAudit(
      {
        actor: openChange.byEmail,
        action: 'application-status',
        record: `application/${registrationNumber}`,
        after: { status, decidedBy: openChange.byName },
        idempotencyKey: decisionId,
      },
      openChange.at,
    ),
  );
  // Steps 5 and 6 together: a failed release is only logged (the hold's end sends the mail), so closing the change
  // never waited on its outcome; both have ended before the answer. Each starts from what this request wrote (a
  // retry's or another request's, which wrote neither, reads them).
  const release =
    status === 'pending'
      ? Promise.resolve()
      : releaseMail(decisionMailId(decisionId), sendSoon, start.mail).catch((error) =>
          logError('admissions/decision-release', error),
        );
  const [closed] = await together(closeStatusChange(record, start.written), release);
  return closed;
}
