import type { AdminCardHolder, resetCardPinContract } from '../../../src/api/admin-cardholders';
import type { z } from '../../../src/domain/zod';
import { changeCard, newPin, withCardSessionsEnded } from './admin';

export interface ResetCardPinInput extends z.output<typeof resetCardPinContract.request> {
  /** The member's e-mail, for the audit log. */
  actor: string;
}

/**
 * Gives the card the member saw at `revision` a new generated PIN, answered once and stored only as its hash; every
 * session of the card ends (the holder signs in again with the new PIN). 404 without a card, 409 when it changed
 * since. Audited as `cardholder-pin-reset`, without the PIN.
 */
export async function resetCardPin({
  actor,
  ...target
}: ResetCardPinInput): Promise<{ cardHolder: AdminCardHolder; pin: string }> {
  const { pin, pinHash } = await newPin();
  const cardHolder = await changeCard(actor, target, 'cardholder-pin-reset', (record) =>
    withCardSessionsEnded({ ...record, pinHash }),
  );
  return { cardHolder, pin };
}
