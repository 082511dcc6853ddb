import { randomInt } from 'node:crypto';
import type { AdminCardHolder } from '../../../src/api/admin-cardholders';
import type { AuditAction } from '../../../src/domain/audit-actions';
import type { StaffRole } from '../../../src/domain/staff';
import { PIN_LENGTH } from '../../../src/domain/trial';
import { appendAudit } from '../audit';
import { conflict, notFound } from '../http/errors';
import { isDisabledDemoCardHolder } from '../security/demo-mode';
import { hashPassword } from '../security/password-hash';
import type { Member } from '../staff/members';
import { updateBlob } from '../storage/blob-update';
import { hashedKey } from '../storage/key-hash';
import { parseStored } from '../storage/stored-record';
import { type CardHolderRecord, cardHolderRecordSchema, cardHolderStore, publicCardHolder } from './records';

/**
 * The back office's writes to card holders (roles support and owner). A change reads the card, checks the revision
 * the member saw (409 when someone else changed it since), writes conditionally (blob-update.ts) and is audited with
 * the card before and after: never the PIN or its hash.
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
const auditView = (record: CardHolderRecord) => ({ ...publicCardHolder(record), blocked: record.blocked ?? false });

/** The audit record of a card: its account number (a mobile number stays out of Blobs keys). */
const auditRecord = (record: CardHolderRecord) => `cardholder/${record.accountNumber}`;

/** One card at a time per number, across the machine (the conditional write still decides across instances). */
const lockKey = (mobileNumber: string) => `cardholder:${hashedKey(mobileNumber)}`;

/** Stores a new card; 409 when the number already has one. Audited. */
export async function addCard(member: Member, mobileNumber: string, record: CardHolderRecord): Promise<void> {
  await updateBlob(cardHolderStore(), lockKey(mobileNumber), mobileNumber, (current) => {
    if (current !== null) throw conflict('cardHolderExists');
    return { write: record, result: undefined };
  });
  await appendAudit({
    actor: member.email,
    action: 'cardholder-added',
    record: auditRecord(record),
    after: auditView(record),
  });
}

/**
 * Applies `change` to the card the member saw at `revision` and raises the revision: 404 without a card, 409 when it
 * changed since (nothing written). Audited as `action`; answers the card as it is now.
 */
export async function changeCard(
  member: Member,
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
    actor: member.email,
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
