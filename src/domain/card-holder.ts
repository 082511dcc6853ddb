import { MOBILE_PATTERN, normaliseMobile } from './mobile-number';
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

/** A typed Indian mobile number, as its 10 digits (the card holder's login, the import, the back office). */
export const cardMobileSchema = z.pipe(
  z.pipe(z.string().check(z.maxLength(20)), z.transform(normaliseMobile)),
  z.string().check(z.regex(MOBILE_PATTERN, 'must be a 10-digit Indian mobile number')),
);

/**
 * A new card as the import file and the back office give it: the holder's fields and the mobile number; without
 * rechargeEndDate the card runs `validity` days from today (rechargeEndDateOf).
 */
export const cardHolderEntryShape = {
  ...cardHolderSchema.shape,
  mobileNumber: cardMobileSchema,
  rechargeEndDate: z.optional(cardHolderSchema.shape.rechargeEndDate),
};

const DAY_MS = 86_400_000;

/** The end date a card gets: the one given, else today plus its validity in days (UTC date, YYYY-MM-DD). */
export function rechargeEndDateOf(entry: { validity: number; rechargeEndDate?: string | undefined }, now: Date) {
  return entry.rechargeEndDate ?? new Date(now.getTime() + entry.validity * DAY_MS).toISOString().slice(0, 10);
}

export const trialUsageSchema = z.object({
  charactersUsed: z.number().check(z.int(), z.nonnegative()),
  freeTrialUsed: z.boolean(),
});

export type TrialUsage = z.infer<typeof trialUsageSchema>;

export const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);
