import { paymentCycleSchema, processingHoursSchema } from './payment-terms';
import { z } from './zod';

/** The investor account as the login answer's `account`. Amounts in rupees, dates ISO. */
export const isoDate = z.iso.date();

export const investorAccountSchema = z.object({
  uniqueInvestorCode: z.string(),
  accountHolders: z.string().check(z.minLength(1)),
  accountType: z.enum(['Premium', 'Basic']),
  accountHolderType: z.enum(['Single', 'Joint']),
  accountVerificationStatus: z.enum(['verified', 'processing']),
  totalAmountInvested: z.number().check(z.nonnegative()),
  basicAmount: z.number().check(z.nonnegative()),
  totalAmountReleased: z.number().check(z.nonnegative()),
  currentLoss: z.number().check(z.nonnegative()),
  upcomingPaymentDate: isoDate,
  upcomingPaymentAmount: z.number().check(z.nonnegative()),
  /** The cycle and processing time in English words (the import format's fields, SPEC's login answer). */
  paymentReleaseDate: z.string().check(z.minLength(1)),
  paymentProcessingTime: z.string().check(z.minLength(1)),
  /** The same as values, which each edition words in its language; absent for a text that names no known value. */
  paymentCycle: z.optional(paymentCycleSchema),
  processingHours: z.optional(processingHoursSchema),
  processingAfterVerification: z.optional(z.boolean()),
  notificationMessage: z.optional(z.string().check(z.minLength(1))),
  /** The notification in Hindi, shown by the Hindi edition (the English one when missing). */
  notificationMessageHi: z.optional(z.string().check(z.minLength(1))),
  /** The day this investor's next statement is ready (the dashboard's note). */
  nextStatementDate: z.optional(isoDate),
});

export const transactionSchema = z.object({
  transactionId: z.string().check(z.minLength(1)),
  transactionDate: isoDate,
  transactionTime: z.string().check(z.regex(/^\d{2}:\d{2}(:\d{2})?$/)),
  description: z.optional(z.string().check(z.minLength(1))),
  /** The description in Hindi, shown by the Hindi edition (the English one when missing). */
  descriptionHi: z.optional(z.string().check(z.minLength(1))),
  transactionType: z.enum(['Credit', 'Debit']),
  amount: z.number().check(z.positive()),
  /** A reversing entry names the transaction it reverses (money is never edited away; src/domain/ledger.ts). */
  reverses: z.optional(z.string().check(z.minLength(1))),
});

/**
 * The payment-schedule verify answer's `investor`: who it is, and the plan, status and cycle the schedule shows them
 * (a basic investor's quarterly dates, a processing account told so).
 */
export const verifiedInvestorSchema = z.object({
  fullName: z.string().check(z.minLength(1)),
  investorCode: z.string(),
  investmentAmount: z.number().check(z.nonnegative()),
  accountType: investorAccountSchema.shape.accountType,
  accountVerificationStatus: investorAccountSchema.shape.accountVerificationStatus,
  paymentCycle: z.optional(paymentCycleSchema),
});

export type InvestorAccount = z.infer<typeof investorAccountSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type VerifiedInvestor = z.infer<typeof verifiedInvestorSchema>;
