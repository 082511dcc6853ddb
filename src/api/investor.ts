import { investorAccountSchema, transactionSchema, verifiedInvestorSchema } from '../domain/investor';
import { z } from '../domain/zod';
import { fileContract, jsonContract, logoutContract } from './contract';

/** The investor portal and the payment schedule's verification. */

/** Request body of the login and verify calls: the code as typed (the server compacts and checks it). */
export const investorCodeRequestSchema = z.object({
  investorCode: z
    .string()
    .check(z.minLength(1, 'investorCode is required'), z.maxLength(64, 'investorCode is too long')),
});

/** The signed-in investor's account and transactions. */
export const investorAccountAnswerSchema = z.object({
  success: z.literal(true),
  account: investorAccountSchema,
  transactions: z.array(transactionSchema),
});

/**
 * The payment schedule's answer: the investor as the verify call gives it, and the investor's transactions, from which the calendar marks
 * the months paid.
 */
export const investorVerifyAnswerSchema = z.object({
  success: z.literal(true),
  investor: verifiedInvestorSchema,
  transactions: z.array(transactionSchema),
});

/** The session answer adds what the payment schedule's banner shows, so a signed-in investor is not asked again. */
export const investorSessionAnswerSchema = z.extend(investorAccountAnswerSchema, { investor: verifiedInvestorSchema });

/**
 * The one refusal that may come without a code: the investor login was first described as answering `{success:
 * false}` alone, and the portal then says "Invalid investor code". Every other refusal names its code.
 */
export const investorLoginRefusalSchema = z.object({
  success: z.literal(false),
  code: z.optional(z.string()),
  error: z._default(z.string(), ''),
});

export const investorLogin = jsonContract({
  method: 'POST',
  path: '/api/investor/login',
  request: investorCodeRequestSchema,
  response: investorAccountAnswerSchema,
  error: investorLoginRefusalSchema,
});

/** Not signed in is an ordinary answer: 200 with the error body. */
export const investorSession = jsonContract({
  method: 'GET',
  path: '/api/investor/session',
  request: null,
  response: investorSessionAnswerSchema,
});

export const investorLogout = logoutContract('/api/investor/logout');

export const investorVerify = jsonContract({
  method: 'POST',
  path: '/api/investor/verify',
  request: investorCodeRequestSchema,
  response: investorVerifyAnswerSchema,
});

export const investorStatement = fileContract({
  method: 'GET',
  path: '/api/investor/:code/statement',
  request: null,
  // Query `format=pdf` answers the PDF; without it, the text file.
  contentType: 'application/pdf, text/plain',
});
