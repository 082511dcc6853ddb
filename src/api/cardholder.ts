import { cardHolderSchema, cardMobileSchema, PIN_PATTERN, trialUsageSchema } from '../domain/card-holder';
import { PIN_LENGTH } from '../domain/trial';
import { z } from '../domain/zod';
import { jsonContract, logoutContract } from './contract';

/** The card holders' session of the AI voice tools, and the anonymous browser's free-trial count. */

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  cardHolder: z.nullable(cardHolderSchema),
  session: trialUsageSchema,
});
export type AuthStatus = z.output<typeof authStatusSchema>;

/**
 * The login body. The original page also sends ipAddress (from a public-IP lookup); the server reads the IP itself, so
 * the field is accepted and ignored.
 */
export const cardholderLoginRequestSchema = z.object({
  mobileNumber: cardMobileSchema,
  securityPin: z.string().check(z.regex(PIN_PATTERN, `must be ${PIN_LENGTH} digits`)),
  ipAddress: z.optional(z.unknown()),
});

export const cardholderLoginAnswerSchema = z.object({ success: z.literal(true), cardHolder: cardHolderSchema });

export const cardholderStatus = jsonContract({
  method: 'GET',
  path: '/api/auth/status',
  request: null,
  response: authStatusSchema,
});

export const cardholderLogin = jsonContract({
  method: 'POST',
  path: '/api/auth/login',
  request: cardholderLoginRequestSchema,
  response: cardholderLoginAnswerSchema,
});

export const cardholderLogout = logoutContract('/api/auth/logout');
