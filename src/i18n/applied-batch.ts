import type { AppliedBatch } from '../domain/admission-schemas';
import type { Locale } from '../domain/locale';
import { inLocale } from './per-locale';

/** The name of the batch an application was made for, in an edition (the record keeps both). */
export const appliedBatchName = (batch: AppliedBatch, locale: Locale): string =>
  inLocale(locale, { en: batch.name, hi: batch.nameHi });
