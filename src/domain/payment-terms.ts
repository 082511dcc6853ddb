import { z } from './zod';

/**
 * The payment terms an investor account stores as values, worded per language by src/i18n/payment-terms.ts: the
 * cycle as a code `monthly-13` / `quarterly-13` (the day of the month, 1 to 28 so that every month has it) and the
 * processing time in hours, optionally counted from verification.
 */
export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const LAST_CYCLE_DAY = 28;

export interface PaymentCycle {
  frequency: PaymentFrequency;
  day: number;
}

const CYCLE_CODE = /^(monthly|quarterly)-([1-9]|1\d|2[0-8])$/;

export const paymentCycleSchema = z
  .string()
  .check(z.regex(CYCLE_CODE, `must be monthly-N or quarterly-N with N from 1 to ${LAST_CYCLE_DAY}`));

/** Hours up to 90 days: a larger number is a typing mistake. */
export const MAX_PROCESSING_HOURS = 24 * 90;
export const processingHoursSchema = z.int().check(z.positive(), z.lte(MAX_PROCESSING_HOURS));

/** The cycle of a code, or null for anything that is not one. */
export function parseCycleCode(code: string): PaymentCycle | null {
  const match = CYCLE_CODE.exec(code);
  if (!match?.[1] || !match[2]) return null;
  return { frequency: match[1] as PaymentFrequency, day: Number(match[2]) };
}

export const cycleCode = ({ frequency, day }: PaymentCycle) => `${frequency}-${day}`;

/** Each plan's cycle when an account names none: premium monthly on the 13th, basic quarterly on the 13th. */
const PLAN_CYCLES = {
  Premium: { frequency: 'monthly', day: 13 },
  Basic: { frequency: 'quarterly', day: 13 },
} as const satisfies Record<string, PaymentCycle>;

/** The cycle an investor is paid on: the account's own, else the plan's. */
export function investorCycle(investor: { accountType: keyof typeof PLAN_CYCLES; paymentCycle?: string | undefined }) {
  return (investor.paymentCycle && parseCycleCode(investor.paymentCycle)) || PLAN_CYCLES[investor.accountType];
}

interface TermsFields {
  paymentReleaseDate?: string | undefined;
  paymentProcessingTime?: string | undefined;
  paymentCycle?: string | undefined;
  processingHours?: number | undefined;
}

/** An account's input gives the cycle and the processing time, each as its value or as its text (or both). */
export const PAYMENT_TERMS_RULES = [
  {
    path: 'paymentCycle',
    message: 'paymentCycle or paymentReleaseDate is required',
    holds: (fields: TermsFields) => fields.paymentCycle !== undefined || Boolean(fields.paymentReleaseDate),
  },
  {
    path: 'processingHours',
    message: 'processingHours or paymentProcessingTime is required',
    holds: (fields: TermsFields) => fields.processingHours !== undefined || Boolean(fields.paymentProcessingTime),
  },
] as const;
