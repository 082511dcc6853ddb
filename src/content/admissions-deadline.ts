import { admissionsCloseAt } from '../domain/admissions-deadline';
import type { Locale } from '../domain/locale';
import { siteText } from '../i18n/site-text';
import { fact, factText } from './facts';

/**
 * The 2025 batch's admissions deadline, the fact "admissions-deadline" of content/data/facts.json: history now that
 * pages lead with the next intake (content/next-intake.json), kept where the original deadline sentence belongs.
 */
const deadline = fact('admissions-deadline');
if (deadline.kind !== 'date') throw new Error('the fact "admissions-deadline" must be a date');

export const currentAdmissionsCloseAt = admissionsCloseAt(deadline.value);
const batchYear = deadline.value.slice(0, 4);

/** The sentences before and after the deadline, in each edition (namespace `site`, `deadline`). */
export function admissionsDeadlineSentences(locale: Locale): { open: string; closed: string } {
  const { deadline: words } = siteText(locale);
  const date = factText('admissions-deadline', locale);
  return { open: words.open(date), closed: words.closed(batchYear, date) };
}
