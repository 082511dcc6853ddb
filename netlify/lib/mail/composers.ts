import { displayStatus } from '../../../src/domain/admission';
import { findAdmission } from '../admissions';
import { confirmationMail, decisionMail } from './admission-letters';
import { CONFIRMATION_KIND, decisionKind } from './admission-mails';
import type { Recipe } from './outbox';
import type { MailContent } from './transport';

/**
 * Composes a queued recipe when it is sent, from the record as it is then. Null: the mail no longer applies and is
 * dropped (the application has gone, or its decision was changed before the mail went out: the newer decision has
 * its own mail). Loaded only by a sender, so the actions that queue do not load the PDF code.
 */
export async function composeRecipe(kind: string, recipe: Recipe): Promise<MailContent | null> {
  const { registrationNumber = '', origin = '' } = recipe;
  const record = await findAdmission(registrationNumber);
  if (!record) return null;
  if (kind === CONFIRMATION_KIND) return confirmationMail(record, origin);
  const status = displayStatus(record.status);
  if (kind === decisionKind('approved') || kind === decisionKind('rejected')) {
    return kind === decisionKind(status) ? decisionMail(record, origin) : null;
  }
  throw new Error(`No composer for mails of kind ${kind}`);
}
