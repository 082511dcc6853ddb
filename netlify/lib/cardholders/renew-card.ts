import type { AdminCardHolder, renewCardHolderContract } from '../../../src/api/admin-cardholders';
import { rechargeEndDateOf } from '../../../src/domain/card-holder';
import type { z } from '../../../src/domain/zod';
import { changeCard } from './admin';

export interface RenewCardInput extends z.output<typeof renewCardHolderContract.request> {
  /** The member's e-mail, for the audit log. */
  actor: string;
  /** Without an end date, the recharge runs `validity` days from this day, as the import does. */
  now: Date;
}

/**
 * Recharges the card the member saw at `revision`: the amount, the validity and the end date. 404 without a card, 409
 * when it changed since. Audited as `cardholder-renewed`.
 */
export function renewCard({
  actor,
  rechargeAmount,
  validity,
  rechargeEndDate,
  now,
  ...target
}: RenewCardInput): Promise<AdminCardHolder> {
  const endDate = rechargeEndDateOf({ validity, rechargeEndDate }, now);
  return changeCard(actor, target, 'cardholder-renewed', (record) => ({
    ...record,
    rechargeAmount,
    validity,
    rechargeEndDate: endDate,
  }));
}
