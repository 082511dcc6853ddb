import { z } from './zod';

/** The investor account as the login answer's `account`. Amounts in rupees, dates ISO. */
export const isoDate = z.iso.date();

export const investorAccountSchema = z.object({
  uniqueInvestorCode: z.string(),
  accountHolders: z.string().min(1),
  accountType: z.enum(['Premium', 'Basic']),
  accountHolderType: z.enum(['Single', 'Joint']),
  accountVerificationStatus: z.enum(['verified', 'processing']),
  totalAmountInvested: z.number().nonnegative(),
  basicAmount: z.number().nonnegative(),
  totalAmountReleased: z.number().nonnegative(),
  currentLoss: z.number().nonnegative(),
  upcomingPaymentDate: isoDate,
  upcomingPaymentAmount: z.number().nonnegative(),
  paymentReleaseDate: z.string().min(1),
  paymentProcessingTime: z.string().min(1),
  notificationMessage: z.string().min(1).optional(),
  /** The day this investor's next statement is ready (the dashboard's note). */
  nextStatementDate: isoDate.optional(),
});

export const transactionSchema = z.object({
  transactionId: z.string().min(1),
  transactionDate: isoDate,
  transactionTime: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  description: z.string().min(1).optional(),
  transactionType: z.enum(['Credit', 'Debit']),
  amount: z.number().positive(),
});

/** The payment-schedule verify answer's `investor`. */
export const verifiedInvestorSchema = z.object({
  fullName: z.string().min(1),
  investorCode: z.string(),
  investmentAmount: z.number().nonnegative(),
});

export type InvestorAccount = z.infer<typeof investorAccountSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type VerifiedInvestor = z.infer<typeof verifiedInvestorSchema>;
