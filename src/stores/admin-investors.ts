import type { AuditEntryView } from '../api/admin';
import type { AdminInvestor, InvestorSummary } from '../api/admin-investors';
import type { ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';
import { saveBlob } from '../browser/save-blob';
import type { Transaction } from '../domain/investor';
import type { Locale } from '../domain/locale';

/** The back office's investor calls (role investor-relations): list, one investor, add, transactions, changes. */

const api = lazyApi(() => import('../api/admin-investors'));

/** A refused write on a stale version carries the investor as it is now. */
export interface StaleDetails {
  investor?: AdminInvestor | undefined;
  version?: string | undefined;
}

type Result<T> = Promise<ApiResult<T, unknown>>;
/** A write on one investor: a stale version's refusal carries the investor as it is now. */
type WriteResult<T> = Promise<ApiResult<T, StaleDetails>>;

export interface VersionedInvestor {
  investor: AdminInvestor;
  version: string;
}

export function loadInvestors(
  q: string,
  cursor: string | undefined,
): Result<{ investors: InvestorSummary[]; nextCursor: string | null }> {
  return api.call(({ callJson }, { listInvestors }) => callJson(listInvestors, { query: { q, cursor } }));
}

export function loadInvestor(code: string): Result<VersionedInvestor & { audit: AuditEntryView[] }> {
  return api.call(({ callJson }, { readInvestor }) => callJson(readInvestor, { params: { code } }));
}

export interface NewInvestor {
  fullName: string;
  accountHolders: string;
  accountType: 'Premium' | 'Basic';
  accountHolderType: 'Single' | 'Joint';
  accountVerificationStatus: 'verified' | 'processing';
  totalAmountInvested: number;
  basicAmount: number;
  totalAmountReleased: number;
  currentLoss: number;
  upcomingPaymentDate: string;
  upcomingPaymentAmount: number;
  /** The cycle and processing time as values (src/domain/payment-terms.ts). */
  paymentCycle: string;
  processingHours: number;
  notificationMessage?: string;
  notificationMessageHi?: string;
  email?: string;
  preferredLanguage?: Locale;
}

export function addNewInvestor(investor: NewInvestor): Result<{ investorCode: string }> {
  return api.call(({ callJson }, { addInvestor }) => callJson(addInvestor, { body: investor }));
}

export type NewTransaction = Pick<
  Transaction,
  'transactionDate' | 'transactionTime' | 'transactionType' | 'amount' | 'description' | 'descriptionHi'
>;

export function recordInvestorTransaction(
  code: string,
  version: string,
  entry: NewTransaction | { reverses: string },
): WriteResult<VersionedInvestor & { transactionId: string }> {
  return api.call(({ callJson }, { recordTransaction }) =>
    callJson(recordTransaction, { params: { code }, body: { ...entry, version } }),
  );
}

export interface InvestorChange {
  upcomingPaymentDate?: string;
  upcomingPaymentAmount?: number;
  accountVerificationStatus?: 'verified' | 'processing';
  notificationMessage?: string;
  notificationMessageHi?: string;
  email?: string;
  preferredLanguage?: Locale;
}

export function changeInvestorAccount(
  code: string,
  version: string,
  change: InvestorChange,
): WriteResult<VersionedInvestor> {
  return api.call(({ callJson }, { changeInvestor }) =>
    callJson(changeInvestor, { params: { code }, body: { ...change, version } }),
  );
}

/** Saves the investor's welcome letter (PDF) in `lang`; null when saved, else the reason. */
export async function downloadWelcomeLetter(code: string, lang: Locale): Promise<string | null> {
  const result = await api.call(({ callFile }, { investorWelcomeLetter }) =>
    callFile(investorWelcomeLetter, { params: { code }, query: { lang } }),
  );
  if (!result.ok) return result.error;
  saveBlob(result.value, `welcome-letter-${code}-${lang}.pdf`);
  return null;
}
