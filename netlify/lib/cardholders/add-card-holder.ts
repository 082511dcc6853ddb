import type { AdminCardHolder, addCardHolderContract } from '../../../src/api/admin-cardholders';
import { rechargeEndDateOf } from '../../../src/domain/card-holder';
import type { z } from '../../../src/domain/zod';
import { appendAudit } from '../audit';
import { conflict } from '../http/errors';
import { updateBlob } from '../storage/blob-update';
import { adminCardHolder, auditRecord, auditView, lockKey, newPin } from './admin';
import { type CardHolderRecord, cardHolderStore } from './records';

/** The member's new card: the import's fields and rules, without a PIN. */
export type NewCardHolder = z.output<typeof addCardHolderContract.request>;

export interface AddCardHolderInput {
  /** The member's e-mail, for the audit log. */
  actor: string;
  holder: NewCardHolder;
  /** Without an end date, the card runs `validity` days from this day (rechargeEndDateOf). */
  now: Date;
}

/**
 * Adds a card with a generated PIN, answered once and stored only as its scrypt hash; 409 (`cardHolderExists`) when
 * the number already has a card, nothing written. Audited as `cardholder-added`, without the PIN.
 */
export async function addCardHolder({
  actor,
  holder,
  now,
}: AddCardHolderInput): Promise<{ cardHolder: AdminCardHolder; pin: string }> {
  const { mobileNumber, rechargeEndDate, ...fields } = holder;
  const { pin, pinHash } = await newPin();
  const record: CardHolderRecord = {
    ...fields,
    rechargeEndDate: rechargeEndDateOf({ validity: fields.validity, rechargeEndDate }, now),
    pinHash,
    revision: 0,
  };
  await updateBlob(cardHolderStore(), lockKey(mobileNumber), mobileNumber, (current) => {
    if (current !== null) throw conflict('cardHolderExists');
    return { write: record, result: undefined };
  });
  await appendAudit({ actor, action: 'cardholder-added', record: auditRecord(record), after: auditView(record) });
  return { cardHolder: adminCardHolder(mobileNumber, record), pin };
}
