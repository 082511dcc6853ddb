import { PIN_LENGTH } from './trial';
import { z } from './zod';

/**
 * Card holders of the AI voice tools (SPEC.md sections 3 and 6; DECISIONS.md security item 2) and the answers of
 * the auth calls, shared by the /ai-tools page and the server.
 */
export const cardHolderSchema = z.object({
  cardHolderName: z.string().trim().min(1).max(120),
  accountNumber: z.string().trim().min(1).max(40),
  /** Rupees. */
  rechargeAmount: z.number().nonnegative(),
  /** Days. */
  validity: z.number().int().positive(),
  rechargeEndDate: z.iso.date(),
});

export type CardHolder = z.infer<typeof cardHolderSchema>;

export const trialUsageSchema = z.object({
  charactersUsed: z.number().int().nonnegative(),
  freeTrialUsed: z.boolean(),
});

export type TrialUsage = z.infer<typeof trialUsageSchema>;

/** GET /api/auth/status. */
export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  cardHolder: cardHolderSchema.nullable(),
  session: trialUsageSchema,
});

export type AuthStatus = z.infer<typeof authStatusSchema>;

/** Indian mobile numbers: 10 digits starting 6-9. */
const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * The 10-digit form of a typed mobile number (spaces, dashes, dots, brackets, a leading +91, 91 or 0 ignored), or
 * null when it is not an Indian mobile number.
 */
export function normalizeMobileNumber(input: string): string | null {
  let digits = input.replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

export const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/**
 * POST /api/auth/login. SPEC.md also sends ipAddress (from a public-IP lookup); the server reads the IP itself
 * (DECISIONS.md security item 2), so the field is accepted and ignored.
 */
export const loginRequestSchema = z.object({
  mobileNumber: z
    .string()
    .max(20)
    .transform((value, ctx) => {
      const normalized = normalizeMobileNumber(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: 'must be a 10-digit Indian mobile number' });
        return z.NEVER;
      }
      return normalized;
    }),
  securityPin: z.string().regex(PIN_PATTERN, `must be ${PIN_LENGTH} digits`),
  ipAddress: z.unknown().optional(),
});

/** The clear message of a failed login (DECISIONS.md security item 2: not silent). */
export const INVALID_LOGIN_MESSAGE = 'Invalid mobile number or PIN.';

export const loginResponseSchema = z.object({ success: z.literal(true), cardHolder: cardHolderSchema });
