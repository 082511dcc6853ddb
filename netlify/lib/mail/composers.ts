import { displayStatus } from '../../../src/domain/admission';
import { findAdmission } from '../admissions/records';
import { confirmationMail, decisionMail } from './admission-letters';
import { CONFIRMATION_KIND, decisionKind } from './admission-mails';
import type { Recipe } from './outbox';
import type { MailContent } from './transport';

/**
 * Composes a queued recipe when it is sent, from the record as it is then. Null: the mail no longer applies and is
 * dropped (the application has gone or was never stored, or its decision was changed before the mail went out: the
 * newer decision has its own mail). A recipe naming the record's id or the decision's id applies only to that
 * record and that decision (a held mail whose action never wrote its record). Loaded only by a sender, so the
 * actions that queue do not load the PDF code.
 */
export async function composeRecipe(kind: string, recipe: Recipe): Promise<MailContent | null> {
  const { registrationNumber = '', origin = '', applicationId, decisionId } = recipe;
  const record = await findAdmission(registrationNumber);
  if (!record || (applicationId !== undefined && record.id !== applicationId)) return null;
  if (kind === CONFIRMATION_KIND) return confirmationMail(record, origin);
  const status = displayStatus(record.status);
  if (kind === decisionKind('approved') || kind === decisionKind('rejected')) {
    const current = kind === decisionKind(status) && (decisionId === undefined || record.decisionId === decisionId);
    return current ? decisionMail(record, origin) : null;
  }
  throw new Error(`No composer for mails of kind ${kind}`);
}
