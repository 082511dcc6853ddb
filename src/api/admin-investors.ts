import { investorAccountSchema, isoDate, transactionSchema } from '../domain/investor';
import { LOCALES } from '../domain/locale';
import { PAYMENT_TERMS_RULES } from '../domain/payment-terms';
import { z } from '../domain/zod';
import { auditEntrySchema } from './admin';
import { apiErrorSchema, fileContract, jsonContract } from './contract';

/**
 * The investor accounts of the back office (role investor-relations; the owner too): the list, one investor, adding
 * an investor, recording and reversing transactions, changing the next payment, the verification status and the
 * notification. Writes to one investor carry the `version` the officer saw: a write on a stale version answers 409
 * with the investor as it is now.
 */

const { uniqueInvestorCode: _code, ...accountShape } = investorAccountSchema.shape;

const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'email is too long')),
  z.email('email must be an e-mail address'),
);
const preferredLanguage = z.enum(LOCALES);
const version = z.string().check(z.minLength(1, 'version is required'), z.maxLength(200, 'version is too long'));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));

/**
 * The import format's fields without the code (docs/IMPORT.md), plus the investor's e-mail and language. The payment
 * terms come as values (paymentCycle, processingHours), as the import format's texts, or both.
 */
const newInvestorFields = z.strictObject({
  ...accountShape,
  paymentReleaseDate: z.optional(accountShape.paymentReleaseDate),
  paymentProcessingTime: z.optional(accountShape.paymentProcessingTime),
  fullName: z
    .string()
    .check(z.trim(), z.minLength(1, 'fullName is required'), z.maxLength(200, 'fullName is too long')),
  investmentAmount: z.optional(z.number().check(z.nonnegative())),
  transactions: z.optional(z.array(transactionSchema)),
  email: z.optional(email),
  preferredLanguage: z.optional(preferredLanguage),
});
export const newInvestorSchema = newInvestorFields.check(
  ...PAYMENT_TERMS_RULES.map((rule) =>
    z.refine<z.output<typeof newInvestorFields>>(rule.holds, { path: [rule.path], message: rule.message }),
  ),
);

/** One investor as staff see it: the import format's fields, with the code, e-mail and language. */
export const adminInvestorSchema = z.object({
  ...accountShape,
  investorCode: z.string(),
  fullName: z.string(),
  investmentAmount: z.number(),
  transactions: z.array(transactionSchema),
  email: z.optional(z.string()),
  preferredLanguage: z.optional(preferredLanguage),
});
export type AdminInvestor = z.output<typeof adminInvestorSchema>;

/** A line of the list. */
export const investorSummarySchema = z.object({
  investorCode: z.string(),
  fullName: z.string(),
  accountHolders: z.string(),
  accountType: accountShape.accountType,
  accountVerificationStatus: accountShape.accountVerificationStatus,
});
export type InvestorSummary = z.output<typeof investorSummarySchema>;

const done = z.object({ success: z.literal(true) });
/** The investor after a write, with the version the next write names. */
const investorAnswer = z.extend(done, { investor: adminInvestorSchema, version: z.string() });
/** 409 on a stale version: the message and the investor as it is now. */
const staleError = z.extend(apiErrorSchema, {
  investor: z.optional(adminInvestorSchema),
  version: z.optional(z.string()),
});

/**
 * Query `q` (a code, or part of a name or of the holders), `cursor`: up to 50 investors by code, and the next
 * page's cursor (null on the last page).
 */
export const listInvestors = jsonContract({
  method: 'GET',
  path: '/api/admin/investors',
  request: null,
  response: z.extend(done, { investors: z.array(investorSummarySchema), nextCursor: z.nullable(z.string()) }),
});

/**
 * Money paid out to investors per month (credits, less the credits reversed) for the last 12 months in India, oldest
 * first, in rupees as stored; every month present. Read from the index's lines (src/domain/payouts.ts).
 */
export const investorPayouts = jsonContract({
  method: 'GET',
  path: '/api/admin/payouts',
  request: null,
  response: z.extend(done, {
    months: z.array(z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), amount: z.number() })),
  }),
});
export type InvestorPayoutsAnswer = z.output<typeof investorPayouts.response>;

/** Adds an investor with a new code (201); the code is shown once, with the welcome letter to print. */
export const addInvestor = jsonContract({
  method: 'POST',
  path: '/api/admin/investors',
  request: newInvestorSchema,
  response: z.extend(done, { investorCode: z.string() }),
});

/** One investor, the version to write on, and the investor's audit entries (newest first). */
export const readInvestor = jsonContract({
  method: 'GET',
  path: '/api/admin/investors/:code',
  request: null,
  response: z.extend(done, { investor: adminInvestorSchema, version: z.string(), audit: z.array(auditEntrySchema) }),
});

const transactionTime = z.string().check(z.regex(/^\d{2}:\d{2}(:\d{2})?$/, 'transactionTime must be HH:MM'));
const description = z.optional(text(300));
/** The description in Hindi, for the Hindi edition (optional; the English one is shown when missing). */
const descriptionHi = z.optional(text(300));

/**
 * Records a transaction (201), or a reversing entry `{ reverses }` dated now that takes back the one it names (once;
 * never a reversing entry). `version` is optional: without it the entry is appended to the investor as it is.
 */
export const recordTransaction = jsonContract({
  method: 'POST',
  path: '/api/admin/investors/:code/transactions',
  request: z.union([
    z.strictObject({
      transactionDate: isoDate,
      transactionTime,
      description,
      descriptionHi,
      transactionType: z.enum(['Credit', 'Debit']),
      amount: z.number().check(z.positive('amount must be more than 0'), z.lte(100_000_000, 'amount is too large')),
      version: z.optional(version),
    }),
    z.strictObject({
      reverses: z.string().check(z.minLength(1)),
      description,
      descriptionHi,
      version: z.optional(version),
    }),
  ]),
  response: z.extend(investorAnswer, { transactionId: z.string() }),
  error: staleError,
});

/**
 * Changes the next payment, the verification status, the notification in English and in Hindi (empty removes it),
 * e-mail or language.
 */
export const changeInvestor = jsonContract({
  method: 'POST',
  path: '/api/admin/investors/:code/change',
  request: z.strictObject({
    version,
    upcomingPaymentDate: z.optional(isoDate),
    upcomingPaymentAmount: z.optional(z.number().check(z.nonnegative())),
    accountVerificationStatus: z.optional(accountShape.accountVerificationStatus),
    notificationMessage: z.optional(text(1000)),
    notificationMessageHi: z.optional(text(1000)),
    email: z.optional(z.union([email, z.literal('')])),
    preferredLanguage: z.optional(preferredLanguage),
  }),
  response: investorAnswer,
  error: staleError,
});

/** The welcome letter to print for the investor (PDF, with the code), in query `lang` (else the page's language). */
export const investorWelcomeLetter = fileContract({
  method: 'GET',
  path: '/api/admin/investors/:code/letter',
  request: null,
  contentType: 'application/pdf',
});
