import type { Locale } from '../domain/locale';
import { intakeLead } from '../domain/next-intake';
import { formatDate } from '../i18n/format';
import { siteText } from '../i18n/site-text';
import { batchName, type NextBatch, type NextIntake, nextIntake } from './next-intake';

/**
 * The intake lead in an edition's words, read from content/next-intake.json alone: pages (IntakeLead.astro), FAQ
 * answers (`{intake.lead}`) and the assistant all say it in these words.
 */

/** "Applying now for the batch starting <start> (<batch name>). Last date to apply: <last date>." */
export function batchSentence(batch: NextBatch, locale: Locale): string {
  return siteText(locale).intake.batch(
    formatDate(batch.startDate, locale),
    batchName(batch, locale),
    formatDate(batch.applyBy, locale),
  );
}

/** The sentence true at `now`: the announced batch while it takes applications, else the undated next batch. */
export function intakeSentence(locale: Locale, now: Date, intake: NextIntake = nextIntake): string {
  const { batch } = intake;
  return batch && intakeLead(now, batch) === 'batch' ? batchSentence(batch, locale) : siteText(locale).intake.undated;
}
