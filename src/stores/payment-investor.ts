import { atom } from 'nanostores';
import { lazyApi } from '../api/lazy-api';
import type { Transaction, VerifiedInvestor } from '../domain/investor';

/**
 * The investor whose payment details /payment-schedule shows: the one signed in on /investor-portal (the session),
 * or the one whose code the dialog verified. The hero's banner and the calendar's tiles both read it.
 */
export interface PaymentInvestor {
  investor: VerifiedInvestor;
  transactions: Transaction[];
  /** `dialog`: the visitor just verified (the banner takes the focus); `session`: found signed in on load. */
  via: 'dialog' | 'session';
}

export const $paymentInvestor = atom<PaymentInvestor | null>(null);

const investorApi = lazyApi(() => import('../api/investor'));

/** GET /api/investor/session: a signed-in investor's details, without asking for the code. Silent otherwise. */
export async function loadSignedInInvestor(): Promise<void> {
  const result = await investorApi.call(({ callJson }, { investorSession }) => callJson(investorSession, {}));
  if (!result.ok || $paymentInvestor.get()) return;
  const { investor, transactions } = result.value;
  $paymentInvestor.set({ investor, transactions, via: 'session' });
}
