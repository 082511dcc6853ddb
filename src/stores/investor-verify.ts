import { lazyApi } from '../api/lazy-api';
import type { Transaction, VerifiedInvestor } from '../domain/investor';
import { paymentWords } from '../i18n/namespaces/payment';
import { pageWords } from '../i18n/page-locale';

/** What the payment schedule's "View My Payment Details" check found. */
const investorApi = lazyApi(() => import('../api/investor'));

export type VerifyOutcome =
  | { investor: VerifiedInvestor; transactions: Transaction[] }
  | { throttled: string }
  | 'invalid'
  | 'network';

/**
 * POST /api/investor/verify. "invalid" covers a refusal and an answer of the wrong shape; a throttled check carries
 * the server's words (in the page's language).
 */
export async function verifyInvestor(compactCode: string): Promise<VerifyOutcome> {
  const result = await investorApi.call(({ callJson }, { investorVerify }) =>
    callJson(investorVerify, { body: { investorCode: compactCode } }),
  );
  if (result.ok) return { investor: result.value.investor, transactions: result.value.transactions };
  // Not reached, or an answer that is not ours (a proxy's error page).
  if (result.status === 0 || (result.details === null && result.status >= 300)) return 'network';
  if (result.status === 429) return { throttled: result.details?.error || pageWords(paymentWords).throttled };
  return 'invalid';
}
