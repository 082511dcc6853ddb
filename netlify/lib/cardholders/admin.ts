import { randomInt } from 'node:crypto';
import type { AdminCardHolder } from '../../../src/api/admin-cardholders';
import type { AuditAction } from '../../../src/domain/audit-actions';
import type { StaffRole } from '../../../src/domain/staff';
import { PIN_LENGTH } from '../../../src/domain/trial';
import { appendAudit } from '../audit';
import { conflict, notFound } from '../http/errors';
import { isDisabledDemoCardHolder } from '../security/demo-mode';
import { hashPassword } from '../security/password-hash';
import { updateBlob } from '../storage/blob-update';
import { hashedKey } from '../storage/key-hash';
import { parseStored } from '../storage/stored-record';
import { type CardHolderRecord, cardHolderRecordSchema, cardHolderStore, publicCardHolder } from './records';

/**
 * What the back office's card actions (add-card-holder.ts, block-card.ts, reset-card-pin.ts, renew-card.ts) share:
 * the roles that may act (support and owner), the card as staff see it, a new PIN, and the change of a stored card.
 * A change reads the card, checks the revision the member saw (409 when someone else changed it since), writes
 * conditionally (blob-update.ts) and is audited with the card before and after: never the PIN or its hash.
 */
export const CARD_STAFF_ROLES: readonly StaffRole[] = ['support', 'owner'];

/** A new random PIN, and the scrypt hash to store. */
export async function newPin(): Promise<{ pin: string; pinHash: string }> {
  const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
  return { pin, pinHash: await hashPassword(pin) };
}

/** The card as staff see it. */
export const adminCardHolder = (mobileNumber: string, record: CardHolderRecord): AdminCardHolder => ({
  ...publicCardHolder(record),
  mobileNumber,
  blocked: record.blocked ?? false,
  revision: record.revision ?? 0,
});

/** What the audit log keeps of a card: its fields and state, never the PIN hash. */
export const auditView = (record: CardHolderRecord) => ({
  ...publicCardHolder(record),
  blocked: record.blocked ?? false,
});

/** The audit record of a card: its account number (a mobile number stays out of Blobs keys). */
export const auditRecord = (record: CardHolderRecord) => `cardholder/${record.accountNumber}`;

/** One card at a time per number, across the machine (the conditional write still decides across instances). */
export const lockKey = (mobileNumber: string) => `cardholder:${hashedKey(mobileNumber)}`;

/**
 * Applies `change` to the card the member saw at `revision` and raises the revision: 404 without a card, 409 when it
 * changed since (nothing written). Audited as `action`; answers the card as it is now.
 */
export async function changeCard(
  actor: string,
  { mobileNumber, revision }: { mobileNumber: string; revision: number },
  action: AuditAction,
  change: (record: CardHolderRecord) => CardHolderRecord,
): Promise<AdminCardHolder> {
  const { before, after } = await updateBlob(cardHolderStore(), lockKey(mobileNumber), mobileNumber, (current) => {
    const record = isDisabledDemoCardHolder(mobileNumber)
      ? null
      : parseStored(cardHolderRecordSchema, 'cardholders', current);
    if (!record) throw notFound('noCardHolder');
    const seen = record.revision ?? 0;
    if (seen !== revision) throw conflict('cardHolderChanged');
    const changed = { ...change(record), revision: seen + 1 };
    return { write: changed, result: { before: record, after: changed } };
  });
  await appendAudit({
    actor,
    action,
    record: auditRecord(after),
    before: auditView(before),
    after: auditView(after),
  });
  return adminCardHolder(mobileNumber, after);
}

/** The card with every session ended (its holder signs in again). */
export const withCardSessionsEnded = (record: CardHolderRecord): CardHolderRecord => ({
  ...record,
  sessionGeneration: (record.sessionGeneration ?? 0) + 1,
});
