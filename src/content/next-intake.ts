import { z } from 'zod';
import nextIntakeJson from '../../content/next-intake.json' with { type: 'json' };
import type { Locale } from '../domain/locale';
import { inLocale } from '../i18n/per-locale';

/**
 * The next intake, content/next-intake.json: the batch an editor announces (its name in both editions, its last date
 * to apply and its start date). Leave `batch` out when the dates are not known: pages then say applications are open
 * for the next batch and that we will write with its dates (src/domain/next-intake.ts decides which).
 */
export const nextIntakeSchema = z.object({
  batch: z.optional(
    z
      .object({
        name: z.string().min(1).max(60),
        applyBy: z.iso.date(),
        startDate: z.iso.date(),
        hi: z.object({ name: z.string().min(1).max(60) }),
      })
      .refine((batch) => batch.applyBy <= batch.startDate, {
        message: 'The last date to apply must be on or before the start date.',
        path: ['applyBy'],
      }),
  ),
});

export type NextIntake = z.infer<typeof nextIntakeSchema>;
export type NextBatch = NonNullable<NextIntake['batch']>;

export const nextIntake: NextIntake = nextIntakeSchema.parse(nextIntakeJson);

/** The batch's name in an edition. */
export function batchName(batch: NextBatch, locale: Locale): string {
  return inLocale(locale, { en: batch.name, hi: batch.hi.name });
}
