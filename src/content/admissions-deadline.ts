import { admissionsCloseAt } from '../domain/admissions-deadline';
import { fact, factText } from './facts';

/**
 * The 2025 batch's admissions deadline, the fact "admissions-deadline" of content/data/facts.json: history now that
 * pages lead with the next intake (content/next-intake.json), kept where the original deadline sentence belongs.
 */
const deadline = fact('admissions-deadline');
if (deadline.kind !== 'date') throw new Error('the fact "admissions-deadline" must be a date');

export const admissionsDeadlineText = factText('admissions-deadline');
export const currentAdmissionsCloseAt = admissionsCloseAt(deadline.value);
const batchYear = deadline.value.slice(0, 4);

/** The sentences before and after the deadline, in each edition. */
export const ADMISSIONS_DEADLINE_TEXT = {
  en: {
    open: `Admissions are open until ${admissionsDeadlineText}.`,
    closed: `Admissions for the ${batchYear} batch closed on ${admissionsDeadlineText}.`,
  },
  hi: {
    open: `दाख़िले ${factText('admissions-deadline', 'hi')} तक खुले हैं।`,
    closed: `${batchYear} बैच के दाख़िले ${factText('admissions-deadline', 'hi')} को बंद हो गए।`,
  },
};
