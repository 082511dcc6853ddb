import { CYCLE_CODE, LAST_CYCLE_DAY } from './payment-cycle';
import { z } from './zod';

/**
 * The payment terms an investor account stores as values, worded per language by src/i18n/payment-terms.ts: the
 * cycle as a code (payment-cycle.ts) and the processing time in hours, optionally counted from verification.
 */
export const paymentCycleSchema = z
  .string()
  .check(z.regex(CYCLE_CODE, `must be monthly-N or quarterly-N with N from 1 to ${LAST_CYCLE_DAY}`));

/** Hours up to 90 days: a larger number is a typing mistake. */
export const MAX_PROCESSING_HOURS = 24 * 90;
export const processingHoursSchema = z.int().check(z.positive(), z.lte(MAX_PROCESSING_HOURS));

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
