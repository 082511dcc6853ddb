import { PIN_LENGTH } from './trial';
import { z } from './zod';

/**
 * Card holders of the AI voice tools (docs/DECISIONS.md, Security 2) and the answers of
 * the auth calls, shared by the /ai-tools page and the server.
 */
export const cardHolderSchema = z.object({
  cardHolderName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  accountNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  /** Rupees. */
  rechargeAmount: z.number().check(z.nonnegative()),
  /** Days. */
  validity: z.number().check(z.int(), z.positive()),
  rechargeEndDate: z.iso.date(),
});

export type CardHolder = z.infer<typeof cardHolderSchema>;

export const trialUsageSchema = z.object({
  charactersUsed: z.number().check(z.int(), z.nonnegative()),
  freeTrialUsed: z.boolean(),
});

export type TrialUsage = z.infer<typeof trialUsageSchema>;

export const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);
