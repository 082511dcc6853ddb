import { z } from 'zod';
import { investorAccountSchema, transactionSchema, type VerifiedInvestor } from '../../../src/domain/investor';
import type { InvestorCode } from '../../../src/domain/investor-code';
import { LOCALES } from '../../../src/domain/locale';
import { PAYMENT_TERMS_RULES } from '../../../src/domain/payment-terms';
import { isDisabledDemoInvestor } from '../security/demo-mode';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';
import { withPaymentTerms } from './payment-terms';

const { paymentReleaseDate, paymentProcessingTime } = investorAccountSchema.shape;

/**
 * An account as stored or given: the payment terms as values, as the import format's texts, or both; parsed into
 * both (payment-terms.ts), so every record reads with its values and its English texts, whichever shape it was
 * written in.
 */
export const accountInputSchema = z
  .object({
    ...investorAccountSchema.shape,
    paymentReleaseDate: z.optional(paymentReleaseDate),
    paymentProcessingTime: z.optional(paymentProcessingTime),
  })
  .superRefine((account, ctx) => {
    for (const rule of PAYMENT_TERMS_RULES) {
      if (!rule.holds(account)) ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
    }
  })
  .transform(withPaymentTerms);

/** One blob per investor in the "investors" store, keyed by the compact code (ATVNDEMO0001). */
export const investorRecordSchema = z.object({
  account: accountInputSchema,
  transactions: z.array(transactionSchema),
  fullName: z.string().min(1),
  investmentAmount: z.number().nonnegative(),
  /** Where the back office's notices go (netlify/lib/mail/investor-notice.ts), in this language (default en). */
  email: z.string().optional(),
  preferredLanguage: z.enum(LOCALES).optional(),
  /** Counts the back office's writes: the version an officer's next write names (investor-accounts.ts). */
  revision: z.number().int().nonnegative().optional(),
});

export type InvestorRecord = z.infer<typeof investorRecordSchema>;

export const investorStore = () => store('investors');

/** The verified investor of the payment schedule: name, code, amount invested, and the plan the schedule shows. */
export function verifiedInvestor(record: InvestorRecord): VerifiedInvestor {
  return {
    fullName: record.fullName,
    investorCode: record.account.uniqueInvestorCode,
    investmentAmount: record.investmentAmount,
    accountType: record.account.accountType,
    accountVerificationStatus: record.account.accountVerificationStatus,
    ...(record.account.paymentCycle ? { paymentCycle: record.account.paymentCycle } : {}),
  };
}

/** The investor of a code, or null for an unknown code (and the demo investors outside demo mode). */
export async function findInvestor(code: InvestorCode): Promise<{ code: InvestorCode; record: InvestorRecord } | null> {
  if (isDisabledDemoInvestor(code)) return null;
  const record = parseStored(investorRecordSchema, 'investors', await investorStore().get(code, { type: 'json' }));
  return record ? { code, record } : null;
}
