import type { AdminCardHolder } from '../api/admin-cardholders';
import type { ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';

/** The back office's card holder calls (roles support and owner). */

const cardsApi = lazyApi(() => import('../api/admin-cardholders'));

type Result<T> = Promise<ApiResult<T, unknown>>;
type HolderResult = Result<{ cardHolder: AdminCardHolder }>;
type PinResult = Result<{ cardHolder: AdminCardHolder; pin: string }>;

export interface NewCard {
  mobileNumber: string;
  cardHolderName: string;
  accountNumber: string;
  rechargeAmount: number;
  validity: number;
  rechargeEndDate?: string | undefined;
}

export interface Renewal {
  rechargeAmount: number;
  validity: number;
  rechargeEndDate?: string | undefined;
}

/** The card a change is for: its number and the revision the member saw. */
const target = (holder: AdminCardHolder) => ({ mobileNumber: holder.mobileNumber, revision: holder.revision });

export async function findCard(mobile: string): HolderResult {
  const result = await cardsApi.call(({ callJson }, { findCardHolderContract }) =>
    callJson(findCardHolderContract, { query: { mobile } }),
  );
  // The same path answers pages to ?search= and ?list=all; ?mobile= always answers one card.
  if (!result.ok || 'cardHolder' in result.value) return result as Awaited<HolderResult>;
  return { ok: false, status: 500, error: '', details: null };
}

/** A page of the card holders: all of them, or those a search (part of a number or a name) finds; after `cursor`. */
export async function listCards(
  search: string | null,
  cursor: string | null,
): Result<{ cardHolders: AdminCardHolder[]; nextCursor: string | null }> {
  const query = { ...(search === null ? { list: 'all' } : { search }), ...(cursor ? { cursor } : {}) };
  const result = await cardsApi.call(({ callJson }, { findCardHolderContract }) =>
    callJson(findCardHolderContract, { query }),
  );
  if (!result.ok || 'cardHolders' in result.value) return result as Awaited<ReturnType<typeof listCards>>;
  return { ok: false, status: 500, error: '', details: null };
}

export function addCard(card: NewCard): PinResult {
  return cardsApi.call(({ callJson }, { addCardHolderContract }) => callJson(addCardHolderContract, { body: card }));
}

export function renewCard(holder: AdminCardHolder, renewal: Renewal): HolderResult {
  return cardsApi.call(({ callJson }, { renewCardHolderContract }) =>
    callJson(renewCardHolderContract, { body: { ...target(holder), ...renewal } }),
  );
}

export function resetCardPin(holder: AdminCardHolder): PinResult {
  return cardsApi.call(({ callJson }, { resetCardPinContract }) =>
    callJson(resetCardPinContract, { body: target(holder) }),
  );
}

export function blockCard(holder: AdminCardHolder, blocked: boolean): HolderResult {
  return cardsApi.call(({ callJson }, { blockCardHolderContract }) =>
    callJson(blockCardHolderContract, { body: { ...target(holder), blocked } }),
  );
}
