import type { AdminCardHolder, blockCardHolderContract } from '../../../src/api/admin-cardholders';
import type { z } from '../../../src/domain/zod';
import { changeCard, withCardSessionsEnded } from './admin';

export interface BlockCardInput extends z.output<typeof blockCardHolderContract.request> {
  /** The member's e-mail, for the audit log. */
  actor: string;
}

/**
 * Blocks or unblocks the card the member saw at `revision`: a blocked card's sessions end and its sign-in is refused
 * like a wrong PIN; unblocking lets the holder sign in again. 404 without a card, 409 when it changed since. Audited
 * as `cardholder-blocked` or `cardholder-unblocked`.
 */
export function blockCard({ actor, blocked, ...target }: BlockCardInput): Promise<AdminCardHolder> {
  const action = blocked ? 'cardholder-blocked' : 'cardholder-unblocked';
  return changeCard(actor, target, action, (record) =>
    blocked ? withCardSessionsEnded({ ...record, blocked }) : { ...record, blocked },
  );
}
